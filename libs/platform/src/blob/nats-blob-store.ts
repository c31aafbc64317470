import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import type { NatsConnection } from '@nats-io/transport-node';
import { Objm, type ObjectStore, StorageType } from '@nats-io/obj';
import { ServiceError } from '@pp/contracts';
import { assertBlobKey } from './blob-key.js';
import { type BlobListing, type BlobPutMeta, type BlobPutResult, type BlobStat, BlobStore } from './blob-store.js';
import { DigestingStream, toReadable } from './digesting-stream.js';

/** The object store reports `SHA-256=<base64url>`; we speak lower-case hex everywhere. */
export function natsDigestToHex(digest: string): string {
  const separator = digest.indexOf('=');
  const algorithm = separator > 0 ? digest.slice(0, separator) : '';
  const value = digest.slice(separator + 1);
  if (algorithm.toUpperCase() !== 'SHA-256' || !value) throw new Error(`Unexpected object digest "${digest}"`);
  return Buffer.from(value, 'base64url').toString('hex');
}

/** Blobs in a NATS JetStream object store bucket (created on first use if absent). */
export class NatsBlobStore extends BlobStore {
  private store?: Promise<ObjectStore>;

  constructor(
    private readonly connection: NatsConnection,
    private readonly bucket: string,
  ) {
    super();
    if (!/^[A-Za-z0-9_-]+$/.test(bucket)) throw new Error(`Invalid object store bucket "${bucket}"`);
  }

  async put(key: string, body: Buffer | Readable, meta: BlobPutMeta = {}): Promise<BlobPutResult> {
    assertBlobKey(key);
    const store = await this.open();
    const digesting = new DigestingStream();
    let feedError: unknown;
    const feeding = pipeline(toReadable(body), digesting).catch((err: unknown) => {
      feedError = err;
    });
    try {
      await store.put(
        { name: key, ...(meta.contentType && { metadata: { contentType: meta.contentType } }) },
        Readable.toWeb(digesting) as unknown as globalThis.ReadableStream<Uint8Array>,
      );
    } catch (err) {
      digesting.destroy();
      await feeding;
      throw feedError ?? err;
    }
    await feeding;
    if (feedError) throw feedError;
    return { key, size: digesting.size, sha256: digesting.sha256() };
  }

  async get(key: string): Promise<Readable> {
    assertBlobKey(key);
    const result = await (await this.open()).get(key);
    if (!result || result.info.deleted) throw new ServiceError('not_found', 'The blob does not exist.');
    const readable = Readable.fromWeb(result.data as unknown as ReadableStream<Uint8Array>);
    // A digest mismatch or lost chunk is reported here, after the data: fail the stream rather than end it.
    void result.error.then((err) => {
      if (err) readable.destroy(err);
    });
    return readable;
  }

  async stat(key: string): Promise<BlobStat | null> {
    assertBlobKey(key);
    const info = await (await this.open()).info(key);
    if (!info || info.deleted) return null;
    const contentType = info.metadata?.contentType;
    return { size: info.size, sha256: natsDigestToHex(info.digest), ...(contentType && { contentType }) };
  }

  async delete(key: string): Promise<void> {
    assertBlobKey(key);
    // Deleting a missing object answers success: false; that is fine for us.
    await (await this.open()).delete(key);
  }

  async *list(prefix: string): AsyncIterable<BlobListing> {
    const folder = `${assertBlobKey(prefix)}/`;
    // The object store lists every object of the bucket (its meta stream); the folder is a filter on names.
    for (const info of await (await this.open()).list()) {
      if (!info.deleted && info.name.startsWith(folder)) yield { key: info.name, modifiedAt: new Date(info.mtime) };
    }
  }

  private open(): Promise<ObjectStore> {
    this.store ??= new Objm(this.connection).create(this.bucket, { storage: StorageType.File }).catch((err: unknown) => {
      this.store = undefined;
      throw err;
    });
    return this.store;
  }
}
