import { Type } from '@sinclair/typebox';
import type { ApiOperation } from '../api/api-operation.js';
import {
  CreateSessionBodySchema,
  ListSessionsQuerySchema,
  MarkingAssetSchema,
  MarkingSessionResponseSchema,
  MarkingSessionSchema,
  MAX_PDF_PAGES,
  MAX_SESSION_BYTES,
  MAX_SESSION_FILES,
  MAX_UPLOAD_BYTES,
  SessionAssetParamsSchema,
  SessionIdParamsSchema,
  UPLOAD_MEDIA_TYPES,
  UploadAssetQuerySchema,
} from './marking.schemas.js';

const TAG = 'Marking sessions';
const MIB = 1024 * 1024;

export const createMarkingSession: ApiOperation = {
  operationId: 'createMarkingSession',
  method: 'POST',
  path: '/marking/sessions',
  tag: TAG,
  summary: 'Create a draft marking session',
  description:
    'A session to upload a completed student scan and a mark scheme into. Idempotency-Key required: a retry with the same key and body answers with the same session; the same key with another body is 409 idempotency_key_reused.',
  auth: ['marking:submit'],
  idempotencyKey: 'required',
  body: { schema: CreateSessionBodySchema, contentType: 'application/json' },
  responses: [{ status: 201, description: 'The new session.', schema: MarkingSessionResponseSchema }],
  errors: ['validation_failed', 'idempotency_key_required', 'idempotency_key_reused', 'idempotency_request_in_progress', 'malformed_json', 'unsupported_media_type', 'payload_too_large'],
};

export const listMarkingSessions: ApiOperation = {
  operationId: 'listMarkingSessions',
  method: 'GET',
  path: '/marking/sessions',
  tag: TAG,
  summary: "List the owner's marking sessions, newest first",
  description: 'Keyset pages: pass nextCursor as cursor for the next page.',
  auth: ['marking:read'],
  query: ListSessionsQuerySchema,
  responses: [
    {
      status: 200,
      description: 'A page of sessions.',
      schema: Type.Object({ sessions: Type.Array(MarkingSessionSchema), nextCursor: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]) }, { $id: 'MarkingSessionList' }),
    },
  ],
  errors: ['validation_failed'],
};

export const readMarkingSession: ApiOperation = {
  operationId: 'readMarkingSession',
  method: 'GET',
  path: '/marking/sessions/{id}',
  tag: TAG,
  summary: 'Read a marking session',
  description: "Another owner's session is 404, as is an unknown id. Poll about every five seconds while work runs.",
  auth: ['marking:read'],
  params: SessionIdParamsSchema,
  responses: [{ status: 200, description: 'The session.', schema: MarkingSessionResponseSchema }],
  errors: ['validation_failed', 'not_found'],
};

export const uploadMarkingAsset: ApiOperation = {
  operationId: 'uploadMarkingAsset',
  method: 'POST',
  path: '/marking/sessions/{id}/assets',
  tag: TAG,
  summary: 'Upload a work or scheme file (raw bytes)',
  description: [
    `The body is the file itself (not multipart, not base64) with its Content-Type: ${UPLOAD_MEDIA_TYPES.join(', ')}. A Content-Type the bytes do not match is 415 unsupported_media_type.`,
    `At most ${MAX_UPLOAD_BYTES / MIB} MiB a file (413 payload_too_large), ${MAX_PDF_PAGES} pages a PDF (422 too_many_pages), ${MAX_SESSION_FILES} files a session (422 session_files_exceeded) and ${MAX_SESSION_BYTES / MIB} MiB a session (413 session_size_exceeded).`,
    'The file is inspected before it is kept: an empty file (422 empty_file), a corrupt or unreadable one (422 file_corrupt), a password-protected PDF (422 file_encrypted) or an image claiming absurd pixel dimensions (422 image_too_large) is refused and nothing is stored.',
    'Uploads are not idempotent: if the answer is lost, read the session’s assets before uploading again.',
  ].join(' '),
  auth: ['marking:submit'],
  params: SessionIdParamsSchema,
  query: UploadAssetQuerySchema,
  body: { contentTypes: [...UPLOAD_MEDIA_TYPES], description: 'The raw file bytes.' },
  responses: [{ status: 201, description: 'The stored asset with its inspected page count.', schema: Type.Object({ asset: MarkingAssetSchema }, { $id: 'MarkingAssetResponse' }) }],
  errors: [
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
  ],
};

export const listMarkingAssets: ApiOperation = {
  operationId: 'listMarkingAssets',
  method: 'GET',
  path: '/marking/sessions/{id}/assets',
  tag: TAG,
  summary: "List a session's assets",
  auth: ['marking:read'],
  params: SessionIdParamsSchema,
  responses: [{ status: 200, description: 'The assets, oldest first.', schema: Type.Object({ assets: Type.Array(MarkingAssetSchema) }, { $id: 'MarkingAssetList' }) }],
  errors: ['validation_failed', 'not_found'],
};

export const downloadMarkingAsset: ApiOperation = {
  operationId: 'downloadMarkingAsset',
  method: 'GET',
  path: '/marking/sessions/{id}/assets/{assetId}',
  tag: TAG,
  summary: "Download an asset's bytes",
  description: 'The bytes as uploaded, with their media type and Content-Length. The key is required: a URL alone grants no access.',
  auth: ['marking:read'],
  params: SessionAssetParamsSchema,
  responses: [{ status: 200, description: 'The file.', contentType: 'application/octet-stream' }],
  errors: ['validation_failed', 'not_found'],
};

export const MARKING_SESSION_OPERATIONS: readonly ApiOperation[] = [
  createMarkingSession,
  listMarkingSessions,
  readMarkingSession,
  uploadMarkingAsset,
  listMarkingAssets,
  downloadMarkingAsset,
];
