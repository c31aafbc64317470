import { Transform, type Readable } from 'node:stream';
import { ServiceError } from '@pp/contracts';

/**
 * The request body as it arrives, cut off with 413 once it passes `limit` bytes: an upload goes
 * to the BlobStore chunk by chunk and is never held whole in the gateway.
 */
export function limitedBody(body: Readable, limit: number): Readable {
  let seen = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > limit) callback(new ServiceError('payload_too_large', `A file may be at most ${limit / 1024 / 1024} MiB.`));
      else callback(null, chunk);
    },
  });
  body.on('error', (error) => limiter.destroy(error));
  return body.pipe(limiter);
}
