import { Readable, Transform } from 'node:stream';
import { MAX_UPLOAD_BYTES, ServiceError, type UploadMediaType } from '@pp/contracts';
import type { BlobStore } from '@pp/platform';

/**
 * The request body as it arrives, cut off with 413 once it passes `limit` bytes: an upload goes
 * to the BlobStore chunk by chunk and is never held whole in the gateway.
 */
function limitedBody(body: Readable, limit: number): Readable {
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

/** A raw upload stored in the BlobStore, with what the service that keeps it needs to know. */
export interface StoredUpload {
  blobKey: string;
  declaredType: UploadMediaType;
  byteSize: number;
  sha256: string;
}

/** An upload request as the gateway receives it: the raw body (a stream) and its headers. */
export interface UploadRequest {
  body: unknown;
  contentType: string;
  contentLength?: string;
}

/**
 * Streams a raw upload body into the BlobStore under `blobKey` (413 past 25 MiB, by Content-Length
 * first, else as the bytes arrive); nothing is left behind when it fails. `owned` runs once the
 * request itself is acceptable and before any byte is read: it throws (404) for a session that is
 * not the caller's.
 */
export async function storeUpload(
  blobs: BlobStore,
  blobKey: string,
  request: UploadRequest,
  owned: () => Promise<unknown>,
): Promise<StoredUpload> {
  const { body } = request;
  if (!(body instanceof Readable))
    throw new ServiceError(
      'unsupported_media_type',
      'Send the file itself as the body, with its Content-Type (application/pdf, image/png, image/jpeg or image/webp).',
    );
  if (Number(request.contentLength) > MAX_UPLOAD_BYTES)
    throw new ServiceError('payload_too_large', `A file may be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MiB.`);
  await owned();
  try {
    const stored = await blobs.put(blobKey, limitedBody(body, MAX_UPLOAD_BYTES));
    const declaredType = request.contentType.split(';')[0].trim().toLowerCase() as UploadMediaType;
    return { blobKey, declaredType, byteSize: stored.size, sha256: stored.sha256 };
  } catch (error) {
    await blobs.delete(blobKey);
    throw error;
  }
}
