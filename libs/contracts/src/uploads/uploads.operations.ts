import type { TSchema } from '@sinclair/typebox';
import type { ApiOperation } from '../api/api-operation.js';
import type { Scope } from '../auth/scopes.js';
import type { ErrorCode } from '../errors/error-catalogue.js';
import {
  MAX_PDF_PAGES,
  MAX_SESSION_BYTES,
  MAX_SESSION_FILES,
  MAX_UPLOAD_BYTES,
  SessionAssetParamsSchema,
  UPLOAD_MEDIA_TYPES,
  UploadAssetQuerySchema,
} from '../marking/marking.schemas.js';

const MIB = 1024 * 1024;

/** What a raw upload (to a marking session or an import) is checked for, and how each refusal answers. */
export const UPLOAD_RULES = [
  `The body is the file itself (not multipart, not base64) with its Content-Type: ${UPLOAD_MEDIA_TYPES.join(', ')}. A Content-Type the bytes do not match is 415 unsupported_media_type.`,
  `At most ${MAX_UPLOAD_BYTES / MIB} MiB a file (413 payload_too_large), ${MAX_PDF_PAGES} pages a PDF (422 too_many_pages), ${MAX_SESSION_FILES} files a session (422 session_files_exceeded) and ${MAX_SESSION_BYTES / MIB} MiB a session (413 session_size_exceeded).`,
  'The file is inspected before it is kept: an empty file (422 empty_file), a corrupt or unreadable one (422 file_corrupt), a password-protected PDF (422 file_encrypted) or an image claiming absurd pixel dimensions or a PDF page over 14,400 points (200 inches) a side (422 image_too_large) is refused and nothing is stored. A file that passes and still cannot be drawn fails its marked question with `work_unreadable`, its credit given back.',
  'Every 422 names what to correct in error.details: `body` (the file itself) for a refused file, `params.id` (the session or import, which is full) for session_files_exceeded, `query.kind` or `query.name` for a bad query.',
].join(' ');

const UPLOAD_ERRORS: ErrorCode[] = [
  'validation_failed',
  'not_found',
  'unsupported_media_type',
  'payload_too_large',
  'session_size_exceeded',
  'session_files_exceeded',
  'empty_file',
  'file_corrupt',
  'file_encrypted',
  'too_many_pages',
  'image_too_large',
];

/** One public operation of an upload area: its id and words; the rest is the area's. */
interface UploadOperationText {
  operationId: string;
  summary: string;
  description?: string;
}

/**
 * The upload, list and download operations of a place that takes a learner's files (a marking
 * session, an import): the same body, limits, answers and errors under the area's own path, scopes
 * and words. `uploadErrors` are the codes the area adds (an import completed, a session immutable).
 */
export function uploadOperations(area: {
  tag: string;
  /** `/marking/sessions/{id}`: the uploads are `<path>/assets`. */
  path: string;
  params: TSchema;
  scopes: { upload: Scope[]; read: Scope[] };
  asset: TSchema;
  assets: TSchema;
  upload: UploadOperationText & { description: string; errors: ErrorCode[] };
  list: UploadOperationText;
  download: UploadOperationText;
}): { upload: ApiOperation; list: ApiOperation; download: ApiOperation } {
  const common = { tag: area.tag, path: `${area.path}/assets` };
  const text = ({ operationId, summary, description }: UploadOperationText) => ({
    operationId,
    summary,
    ...(description !== undefined && { description }),
  });
  return {
    upload: {
      ...text(area.upload),
      ...common,
      method: 'POST',
      description: `${UPLOAD_RULES} ${area.upload.description}`,
      auth: area.scopes.upload,
      params: area.params,
      query: UploadAssetQuerySchema,
      body: { contentTypes: [...UPLOAD_MEDIA_TYPES], description: 'The raw file bytes.' },
      responses: [{ status: 201, description: 'The stored asset with its inspected page count.', schema: area.asset }],
      errors: [...UPLOAD_ERRORS, ...area.upload.errors],
    },
    list: {
      ...text(area.list),
      ...common,
      method: 'GET',
      auth: area.scopes.read,
      params: area.params,
      responses: [{ status: 200, description: 'The assets, oldest first.', schema: area.assets }],
      errors: ['validation_failed', 'not_found'],
    },
    download: {
      ...text(area.download),
      ...common,
      method: 'GET',
      path: `${common.path}/{assetId}`,
      auth: area.scopes.read,
      params: SessionAssetParamsSchema,
      responses: [{ status: 200, description: 'The file.', contentType: 'application/octet-stream' }],
      errors: ['validation_failed', 'not_found'],
    },
  };
}
