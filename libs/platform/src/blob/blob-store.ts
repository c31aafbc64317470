import { buffer } from 'node:stream/consumers';
import type { Readable } from 'node:stream';

export interface BlobPutResult {
  key: string;
  size: number;
  /** Lower-case hex SHA-256 of the bytes. */
  sha256: string;
}

export interface BlobStat {
  size: number;
  sha256: string;
  contentType?: string;
}

export interface BlobPutMeta {
  contentType?: string;
}

/** A blob as a listing names it: its key and when its bytes were last written. */
export interface BlobListing {
  key: string;
  modifiedAt: Date;
}

/**
 * Large bytes (scans, PDFs, diagrams): only keys travel over the bus. Also the DI token.
 * Implementations: filesystem (embedded) and NATS object store (distributed).
 */
export abstract class BlobStore {
  /** Streams the body in, computing size and SHA-256 on the way; replaces any blob under the key. */
  abstract put(key: string, body: Buffer | Readable, meta?: BlobPutMeta): Promise<BlobPutResult>;
  /** The bytes of a blob; ServiceError `not_found` if there is none. */
  abstract get(key: string): Promise<Readable>;
  abstract stat(key: string): Promise<BlobStat | null>;
  /** Removes a blob; removing a missing one is not an error. */
  abstract delete(key: string): Promise<void>;
  /**
   * Every blob under a folder of keys (`prefix` a valid key; `marking/uploads` lists
   * `marking/uploads/…`), in no particular order. For background sweeps: it reads the whole folder.
   */
  abstract list(prefix: string): AsyncIterable<BlobListing>;

  /**
   * A whole blob in memory, for the readers that need it whole (mupdf, pdf-lib): its chunks joined
   * once, and a view of that buffer rather than another copy.
   */
  async bytes(key: string): Promise<Uint8Array> {
    const joined = await buffer(await this.get(key));
    return new Uint8Array(joined.buffer, joined.byteOffset, joined.byteLength);
  }
}
