import { type RegisterAssetInput, ServiceError } from '@pp/contracts';
import { type AcceptedMediaType, inspectUpload } from '@pp/upload-inspection';
import type { BlobStore } from '../blob/blob-store.js';

/** What inspecting an upload's bytes established: the media type they really are, and their pages. */
export interface InspectedUpload {
  mediaType: AcceptedMediaType;
  pageCount: number;
}

/**
 * Keeps an upload the gateway has streamed into the BlobStore, or refuses it and deletes the blob:
 * its bytes must be what its Content-Type says and readable (inspected with mupdf), then `keep`
 * records it under the service's own rules (its lock, its limits). Whatever refuses it, nothing is
 * left in the BlobStore: marking sessions and imports alike.
 */
export async function keepUpload<T>(
  blobs: BlobStore,
  input: RegisterAssetInput,
  keep: (inspected: InspectedUpload) => Promise<T>,
): Promise<T> {
  try {
    const inspection = await inspectUpload(await blobs.bytes(input.blobKey), input.declaredType);
    if (!inspection.ok) throw new ServiceError(inspection.code, inspection.message);
    return await keep({ mediaType: inspection.mediaType, pageCount: inspection.pageCount });
  } catch (error) {
    await blobs.delete(input.blobKey);
    throw error;
  }
}
