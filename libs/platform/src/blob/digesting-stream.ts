import { createHash, type Hash } from 'node:crypto';
import { Readable, Transform, type TransformCallback } from 'node:stream';

/** Passes bytes through while counting them and hashing them, so a put reads its body once. */
export class DigestingStream extends Transform {
  size = 0;
  private readonly hash: Hash = createHash('sha256');
  private digest?: string;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    this.hash.update(chunk);
    callback(null, chunk);
  }

  /** Hex SHA-256; only once all bytes have passed. */
  sha256(): string {
    this.digest ??= this.hash.digest('hex');
    return this.digest;
  }
}

export function toReadable(body: Buffer | Readable): Readable {
  // An array of one Buffer: Readable.from would otherwise iterate a Buffer byte by byte.
  return Buffer.isBuffer(body) ? Readable.from([body]) : body;
}
