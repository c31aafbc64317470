import { StreamableFile } from '@nestjs/common';
import { type AuthContext, EXPORT_RPC, type ExportDocument, type PaperRevisionParams } from '@pp/contracts';
import type { BlobStore, ServiceClient } from '@pp/platform';
import { attachmentDisposition } from './content-disposition.js';

/**
 * One of a revision's PDFs, as /v1 and the app download it: located by the export service (409
 * exports_not_ready until ready), streamed from the BlobStore as it is read (never held whole in the
 * gateway), named for saving.
 */
export async function exportDownload(
  service: ServiceClient,
  blobs: BlobStore,
  auth: AuthContext,
  { id, revision }: PaperRevisionParams,
  document: ExportDocument,
): Promise<StreamableFile> {
  const location = await service.call(EXPORT_RPC.locate, auth, { id, revision, document });
  return new StreamableFile(await blobs.get(location.blobKey), {
    type: 'application/pdf',
    length: location.byteSize,
    disposition: attachmentDisposition(location.asciiFileName, location.fileName),
  });
}
