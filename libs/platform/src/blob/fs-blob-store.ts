import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ServiceError } from '@pp/contracts';
import { assertBlobKey } from './blob-key.js';
import { type BlobListing, type BlobPutMeta, type BlobPutResult, type BlobStat, BlobStore } from './blob-store.js';
import { DigestingStream, toReadable } from './digesting-stream.js';

interface MetaRecord extends BlobStat {
  /** Inode of the data file this record describes: tells a stale record (crash between renames) apart. */
  ino: number;
}

/**
 * Blobs as files: `<root>/objects/<key>` with metadata in `<root>/meta/<key>.json`. Bytes are written to
 * `<root>/tmp` and renamed into place, so a crash never leaves a partial blob under its key.
 * Keys never start a segment with a dot, so they cannot collide with or escape these folders.
 */
export class FsBlobStore extends BlobStore {
  private readonly root: string;

  constructor(rootDir: string) {
    super();
    this.root = resolve(rootDir);
  }

  async put(key: string, body: Buffer | Readable, meta: BlobPutMeta = {}): Promise<BlobPutResult> {
    const paths = this.paths(assertBlobKey(key));
    const tmpDir = join(this.root, 'tmp');
    await mkdir(tmpDir, { recursive: true });
    const tmpData = join(tmpDir, randomUUID());
    const tmpMeta = `${tmpData}.json`;
    try {
      const digesting = new DigestingStream();
      await pipeline(toReadable(body), digesting, createWriteStream(tmpData, { flush: true }));
      const { ino } = await stat(tmpData);
      const record: MetaRecord = {
        size: digesting.size,
        sha256: digesting.sha256(),
        ...(meta.contentType && { contentType: meta.contentType }),
        ino,
      };
      await writeFile(tmpMeta, JSON.stringify(record), { flush: true });
      await mkdir(dirname(paths.data), { recursive: true });
      await mkdir(dirname(paths.meta), { recursive: true });
      // Data first: the blob under its key is always whole; a stale record is detected by inode.
      await rename(tmpData, paths.data);
      await rename(tmpMeta, paths.meta);
      return { key, size: record.size, sha256: record.sha256 };
    } catch (err) {
      await Promise.all([rm(tmpData, { force: true }), rm(tmpMeta, { force: true })]);
      if (isPathConflict(err)) throw new ServiceError('conflict', 'A blob key cannot also be a prefix of other keys.');
      throw err;
    }
  }

  async get(key: string): Promise<Readable> {
    const { data } = this.paths(assertBlobKey(key));
    try {
      const handle = await open(data, 'r');
      if (!(await handle.stat()).isFile()) {
        await handle.close();
        throw notFound();
      }
      return handle.createReadStream();
    } catch (err) {
      if (isMissing(err)) throw notFound();
      throw err;
    }
  }

  async stat(key: string): Promise<BlobStat | null> {
    const paths = this.paths(assertBlobKey(key));
    let info;
    try {
      info = await stat(paths.data);
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    if (!info.isFile()) return null;
    const record = await readFile(paths.meta, 'utf8')
      .then((text) => JSON.parse(text) as MetaRecord)
      .catch(() => undefined);
    if (record && record.ino === info.ino && record.size === info.size) {
      return { size: record.size, sha256: record.sha256, ...(record.contentType && { contentType: record.contentType }) };
    }
    // Record missing or stale (a crash between the two renames): recompute from the bytes.
    const digesting = new DigestingStream();
    await pipeline(createReadStream(paths.data), digesting, async function* (source) {
      for await (const _chunk of source) void _chunk; // consume
    });
    return { size: digesting.size, sha256: digesting.sha256() };
  }

  async delete(key: string): Promise<void> {
    const paths = this.paths(assertBlobKey(key));
    await rm(paths.data, { force: true });
    await rm(paths.meta, { force: true });
  }

  async *list(prefix: string): AsyncIterable<BlobListing> {
    const objects = join(this.root, 'objects');
    const folder = join(objects, assertBlobKey(prefix));
    let entries;
    try {
      entries = await readdir(folder, { recursive: true, withFileTypes: true });
    } catch (err) {
      if (isMissing(err)) return;
      throw err;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      // A file removed since the folder was read is simply not listed.
      const info = await stat(path).catch((err: unknown) => (isMissing(err) ? undefined : Promise.reject(err)));
      if (info) yield { key: relative(objects, path).split(sep).join('/'), modifiedAt: info.mtime };
    }
  }

  private paths(key: string): { data: string; meta: string } {
    return { data: join(this.root, 'objects', key), meta: join(this.root, 'meta', `${key}.json`) };
  }
}

function notFound(): ServiceError {
  return new ServiceError('not_found', 'The blob does not exist.');
}

function isMissing(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

function isPathConflict(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  return code === 'EISDIR' || code === 'ENOTDIR' || code === 'EEXIST' || code === 'ENOTEMPTY';
}
