import { randomUUID } from 'node:crypto';
import type { RegisterAssetInput } from '@pp/contracts';
import { inspectUpload, refusalError } from '@pp/upload-inspection';
import type { BlobStore } from '../blob/blob-store.js';
import type { NewAsset } from './asset-table.js';

/**
 * Keeps an upload the gateway has streamed into the BlobStore, or refuses it and deletes the blob:
 * its bytes must be what its Content-Type says and readable (inspected with mupdf), then `keep`
 * records the asset (its media type and pages as inspected) under the service's own rules (its lock,
 * its limits). Whatever refuses it, nothing is left in the BlobStore: marking sessions and imports alike.
 */
export async function keepUpload<T>(blobs: BlobStore, input: RegisterAssetInput, keep: (asset: NewAsset) => Promise<T>): Promise<T> {
  try {
    const inspection = await inspectUpload(await blobs.bytes(input.blobKey), input.declaredType);
    if (!inspection.ok) throw refusalError(inspection);
    return await keep({
      id: randomUUID(),
      kind: input.kind,
      name: input.name,
      mediaType: inspection.mediaType,
      byteSize: input.byteSize,
      sha256: input.sha256,
      pageCount: inspection.pageCount,
      blobKey: input.blobKey,
      uploadedAt: new Date().toISOString(),
    });
  } catch (error) {
    await blobs.delete(input.blobKey);
    throw error;
  }
}
