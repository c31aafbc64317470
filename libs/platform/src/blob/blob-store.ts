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
}
