import { HUMAN_SUBMISSION_EXAMPLE, IMPORT_SCHEMA_PATH, ImportSubmissionSchema } from '@pp/import-schema';
import type { ApiOperation } from '../api/api-operation.js';
import { uploadOperations } from '../uploads/uploads.operations.js';
import {
  CompletedImportSchema,
  CreateImportBodySchema,
  ImportAssetListSchema,
  ImportAssetResponseSchema,
  ImportIdParamsSchema,
  ImportValidationSchema,
  MarkingImportResponseSchema,
  MAX_IMPORT_BODY_BYTES,
} from './imports.schemas.js';

const TAG = 'Marking imports';
const SUBMISSION_BODY = {
  schema: ImportSubmissionSchema,
  contentType: 'application/json' as const,
  maxBytes: MAX_IMPORT_BODY_BYTES,
  example: HUMAN_SUBMISSION_EXAMPLE,
};
const SUBMISSION_RULES = [
  `The body is an svc-marking-import-v1 submission (JSON Schema 2020-12 at ${IMPORT_SCHEMA_PATH}, no key needed; unknown fields are refused at every level), at most 4 MiB (413). Every error comes back at once in error.details, each with its JSON Pointer path (\`/questions/0/criteria/2/dependsOn/0\`) and a message.`,
  'Asset UUIDs (pageSelections keys, page ids `<assetId>:p<n>`, and the import id in the path) may be written in either letter case; they are compared and kept in lower case.',
  '`source.markedAt` is any ISO 8601 date and time: without an offset it is UTC (`2026-03-14T16:20`), a date alone is its midnight UTC, and it is kept as `2026-03-14T16:20:00.000Z`; a date that does not exist (`2026-02-30`) is refused.',
  'Criterion ids are unique among the criteria of their question; another question may use the same ids.',
].join(' ');

export const createMarkingImport: ApiOperation = {
  operationId: 'createMarkingImport',
  method: 'POST',
  path: '/marking/imports',
  tag: TAG,
  summary: 'Create an import of externally marked work (step 1)',
  description:
    'A draft to upload the marked scan and its scheme into, then validate and complete. Idempotency-Key required: a retry with the same key and body answers with the same import.',
  auth: ['marking:import'],
  idempotencyKey: 'required',
  body: { schema: CreateImportBodySchema, contentType: 'application/json' },
  responses: [
    {
      status: 201,
      description: 'The new import; its id is also the id of the marking session it completes into.',
      schema: MarkingImportResponseSchema,
    },
  ],
  errors: [
    'validation_failed',
    'idempotency_key_required',
    'idempotency_key_reused',
    'idempotency_request_in_progress',
    'malformed_json',
    'unsupported_media_type',
    'payload_too_large',
  ],
};

export const readMarkingImport: ApiOperation = {
  operationId: 'readMarkingImport',
  method: 'GET',
  path: '/marking/imports/{id}',
  tag: TAG,
  summary: 'Read an import with its assets and state',
  description: "Another owner's import is 404. Once completed, sessionHref names the marking session with the imported questions.",
  auth: ['marking:import'],
  params: ImportIdParamsSchema,
  responses: [{ status: 200, description: 'The import.', schema: MarkingImportResponseSchema }],
  errors: ['validation_failed', 'not_found'],
};

const IMPORT_UPLOADS = uploadOperations({
  tag: TAG,
  path: '/marking/imports/{id}',
  params: ImportIdParamsSchema,
  scopes: { upload: ['marking:import'], read: ['marking:import'] },
  asset: ImportAssetResponseSchema,
  assets: ImportAssetListSchema,
  upload: {
    operationId: 'uploadImportAsset',
    summary: 'Upload a work or scheme file to an import (step 2, raw bytes)',
    description:
      "Not idempotent: if the answer is lost, list the import's assets before uploading again. A completed import takes no uploads (409 import_completed).",
    errors: ['import_completed'],
  },
  list: {
    operationId: 'listImportAssets',
    summary: "List an import's assets",
    description:
      "Oldest first, with their page ids (`<assetId>:p<n>`) for the submission's pageSelections, coverage and evidence. The list to read before uploading again when an upload's answer was lost. Another owner's import is 404.",
  },
  download: {
    operationId: 'downloadImportAsset',
    summary: "Download an import asset's bytes",
    description: 'The bytes as uploaded, with their media type and Content-Length. The key is required: a URL alone grants no access.',
  },
});
export const uploadImportAsset: ApiOperation = IMPORT_UPLOADS.upload;
export const listImportAssets: ApiOperation = IMPORT_UPLOADS.list;
export const downloadImportAsset: ApiOperation = IMPORT_UPLOADS.download;

export const validateMarkingImport: ApiOperation = {
  operationId: 'validateMarkingImport',
  method: 'POST',
  path: '/marking/imports/{id}/validate',
  tag: TAG,
  summary: 'Validate a submission (step 3): calculated scores and review flags',
  description: `${SUBMISSION_RULES} Pages are checked against this import's uploaded assets (work evidence on work pages, scheme citations on scheme pages). A valid submission answers 200 with each question's score range, calculated with dependencies applied (a submitted total cannot exist), and its review flags. Nothing is saved.`,
  auth: ['marking:import'],
  params: ImportIdParamsSchema,
  body: SUBMISSION_BODY,
  responses: [{ status: 200, description: 'The submission is valid.', schema: ImportValidationSchema }],
  errors: ['validation_failed', 'not_found', 'import_completed', 'malformed_json', 'unsupported_media_type', 'payload_too_large'],
};

export const completeMarkingImport: ApiOperation = {
  operationId: 'completeMarkingImport',
  method: 'POST',
  path: '/marking/imports/{id}/complete',
  tag: TAG,
  summary: 'Complete an import (step 4): every question saved at once',
  description: [
    SUBMISSION_RULES,
    'Revalidates, then saves every question into the marking area in one step: the marking session with the import id, each question labelled as imported with its source (human or ai marker, never this service’s judgement), its decisions, evidence and calculated score. No automated marking or PDF detection is queued and no credit is used.',
    'Idempotency-Key required. A completed import is immutable: the identical payload again answers 200 with the same result (whatever the key); a changed payload is 409 import_completed. To replace it, create a new import. Individual decisions can be corrected afterwards with a review edit (marking:review).',
    'A completion that failed part-way (5xx, or no answer) is finished by sending the same payload again: from the first attempt on, the import takes no more uploads and only that payload can complete it (another is 409 import_completed).',
  ].join(' '),
  auth: ['marking:import'],
  idempotencyKey: 'required',
  params: ImportIdParamsSchema,
  body: SUBMISSION_BODY,
  responses: [{ status: 200, description: 'The completed import and its calculated questions.', schema: CompletedImportSchema }],
  errors: [
    'validation_failed',
    'not_found',
    'import_completed',
    'idempotency_key_required',
    'idempotency_key_reused',
    'idempotency_request_in_progress',
    'malformed_json',
    'unsupported_media_type',
    'payload_too_large',
  ],
};

export const IMPORT_OPERATIONS: readonly ApiOperation[] = [
  createMarkingImport,
  readMarkingImport,
  uploadImportAsset,
  listImportAssets,
  downloadImportAsset,
  validateMarkingImport,
  completeMarkingImport,
];
