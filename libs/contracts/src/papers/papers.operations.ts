import type { ApiOperation } from '../api/api-operation.js';
import { MAX_LIST_LIMIT } from '../schemas/keyset-page.js';
import {
  EXPORT_DEADLINE_SECONDS,
  EXPORT_HOLD_SECONDS,
  EXPORT_POLL_SECONDS,
  PaperExportResponseSchema,
  PrepareExportsBodySchema,
} from './exports.schemas.js';
import {
  CreatePaperBodySchema,
  ListPapersQuerySchema,
  MAX_PAPER_PAGES,
  MAX_PAPER_QUESTIONS,
  PaperIdParamsSchema,
  PaperListSchema,
  PaperResponseSchema,
  PaperRevisionParamsSchema,
  UpdatePaperBodySchema,
} from './papers.schemas.js';

const TAG = 'Papers';

const PIN_RULES = `Each pin is checked with the question bank before saving: an unknown or unpublished question or revision, or a contentVersion or schemeVersion that no longer matches, is 422 validation_failed with a detail at body.questions[i] naming the problem; so is a question listed twice. 1 to ${MAX_PAPER_QUESTIONS} questions. The question paper must fit in ${MAX_PAPER_PAGES} pages (the scan limit, so a printed paper can come back for marking): the page count is computed before saving, and a paper over the limit is 422 with details at body.writingSpace and body.questions naming what makes it long.`;

export const listPapers: ApiOperation = {
  operationId: 'listPapers',
  method: 'GET',
  path: '/papers',
  tag: TAG,
  summary: "List the owner's papers, newest first",
  description: [
    'PaperSummary of each paper (its latest revision), newest created first: every paper of the owner in one answer (at most the saved-papers limit, see createPaper), with nextCursor null.',
    `Optionally in keyset pages: with \`limit\` (1 to ${MAX_LIST_LIMIT}) a page of at most that many and its nextCursor; pass nextCursor as \`cursor\` for the next page (null at the end). Pages never skip or repeat a paper; a cursor that is not a paper of this list is 422 at query.cursor.`,
  ].join(' '),
  auth: ['papers:read'],
  query: ListPapersQuerySchema,
  responses: [{ status: 200, description: 'Every paper summary, or a page of them with `limit`.', schema: PaperListSchema }],
  errors: ['validation_failed'],
};

export const createPaper: ApiOperation = {
  operationId: 'createPaper',
  method: 'POST',
  path: '/papers',
  tag: TAG,
  summary: 'Create a paper from pinned questions (revision 1)',
  description: [
    'The client generates the paper id and keeps it with the exact body for retries.',
    'The same id with an identical body (after defaults) answers 201 again with the paper as it was created (revision 1), creating nothing; the same id with a different body is 409 id_reused. Two concurrent identical creates make one paper.',
    PIN_RULES,
    'PDFs are not prepared: call preparePaperExports.',
  ].join(' '),
  auth: ['papers:write'],
  body: { schema: CreatePaperBodySchema, contentType: 'application/json' },
  responses: [{ status: 201, description: 'The paper at revision 1.', schema: PaperResponseSchema }],
  errors: ['validation_failed', 'id_reused', 'saved_papers_limit', 'malformed_json', 'unsupported_media_type', 'payload_too_large'],
};

export const readPaper: ApiOperation = {
  operationId: 'readPaper',
  method: 'GET',
  path: '/papers/{id}',
  tag: TAG,
  summary: 'Read the latest revision of a paper',
  description: "Another owner's paper is 404, as is an unknown id.",
  auth: ['papers:read'],
  params: PaperIdParamsSchema,
  responses: [{ status: 200, description: 'The latest revision.', schema: PaperResponseSchema }],
  errors: ['validation_failed', 'not_found'],
};

export const updatePaper: ApiOperation = {
  operationId: 'updatePaper',
  method: 'PATCH',
  path: '/papers/{id}',
  tag: TAG,
  summary: 'Save a new revision of a paper',
  description: [
    'The body carries the current revision and at least one of title, questions, writingSpace and gradeGuide; fields left out keep their values. The answer is the new revision (current + 1); every earlier revision stays readable, byte for byte.',
    'A stale revision is 409 stale_revision: read the paper and reapply the change. A retry of the very request that made the current revision (same base revision, same body) answers 200 with that revision instead of 409.',
    PIN_RULES,
  ].join(' '),
  auth: ['papers:write'],
  params: PaperIdParamsSchema,
  body: { schema: UpdatePaperBodySchema, contentType: 'application/json' },
  responses: [{ status: 200, description: 'The new revision.', schema: PaperResponseSchema }],
  errors: ['validation_failed', 'not_found', 'stale_revision', 'malformed_json', 'unsupported_media_type', 'payload_too_large'],
};

export const readPaperRevision: ApiOperation = {
  operationId: 'readPaperRevision',
  method: 'GET',
  path: '/papers/{id}/revisions/{revision}',
  tag: TAG,
  summary: 'Read a frozen revision of a paper',
  description: 'Every saved revision reads back exactly as it was saved. An unknown revision is 404.',
  auth: ['papers:read'],
  params: PaperRevisionParamsSchema,
  responses: [{ status: 200, description: 'The revision.', schema: PaperResponseSchema }],
  errors: ['validation_failed', 'not_found'],
};

export const preparePaperExports: ApiOperation = {
  operationId: 'preparePaperExports',
  method: 'POST',
  path: '/papers/{id}/revisions/{revision}/exports',
  tag: TAG,
  summary: 'Prepare the question paper and mark scheme PDFs of a revision',
  description: [
    `Renders both PDFs in one background job per revision and, by default, holds the request until they are ready: 200 with the export, then download. Rendering may take up to ${EXPORT_DEADLINE_SECONDS} seconds; keep the connection open that long. If the PDFs are not ready after ${EXPORT_HOLD_SECONDS} seconds (or after the seconds of \`Prefer: wait=<seconds>\`) the answer is 202 with Retry-After: ${EXPORT_POLL_SECONDS}; read the export (readPaperExports) until its state is ready.`,
    `\`Prefer: respond-async\` (RFC 7240) answers 202 at once, with Preference-Applied: respond-async, for clients that poll. A client that goes away does not cancel the job.`,
    'Safe to retry: a POST while the job runs or after it finished starts nothing new and reports (or waits for) the same export. If the job fails after its own retries with backoff, a held POST answers 503 export_failed with Retry-After, and the next POST starts it again.',
    'Before a job starts, the pinned questions are looked up: when one is no longer available the POST answers 409 not_exportable (and the export shows failed with lastError.code not_exportable); a job that finds one gone meanwhile fails the same way, without retries. The downloads of such a revision answer 409 not_exportable.',
    '503 service_unavailable (with Retry-After) when the export service does not answer, or when exports are turned off on this server (EXPORTS_ENABLED=false).',
  ].join(' '),
  auth: ['papers:write'],
  headers: [
    {
      name: 'Prefer',
      description: `RFC 7240. \`respond-async\`: answer 202 at once instead of holding the request. \`wait=<seconds>\`: hold at most that long (at most ${EXPORT_HOLD_SECONDS}). Other preferences are ignored.`,
      schema: { type: 'string', examples: ['respond-async', 'wait=30'] },
    },
  ],
  params: PaperRevisionParamsSchema,
  body: { schema: PrepareExportsBodySchema, contentType: 'application/json' },
  responses: [
    { status: 200, description: 'Both PDFs are ready: download them from the hrefs.', schema: PaperExportResponseSchema },
    {
      status: 202,
      description: `Still queued or rendering: asked for with Prefer: respond-async, or not ready within the hold. Retry-After: ${EXPORT_POLL_SECONDS}; read the export until ready.`,
      schema: PaperExportResponseSchema,
    },
  ],
  errors: ['validation_failed', 'not_found', 'not_exportable', 'export_failed', 'malformed_json', 'unsupported_media_type'],
};

export const readPaperExports: ApiOperation = {
  operationId: 'readPaperExports',
  method: 'GET',
  path: '/papers/{id}/revisions/{revision}/exports',
  tag: TAG,
  summary: "Read the state of a revision's PDFs",
  description: `The export as preparePaperExports reports it, without starting anything: poll this (a read, not a write) after a 202, about every ${EXPORT_POLL_SECONDS} seconds, until state is ready. 404 not_found when the revision is not the caller's or its exports were never prepared (POST them first).`,
  auth: ['papers:read'],
  params: PaperRevisionParamsSchema,
  responses: [
    { status: 200, description: 'The export: its state, both documents, attempts and lastError.', schema: PaperExportResponseSchema },
  ],
  errors: ['validation_failed', 'not_found'],
};

const download = (document: 'question-paper' | 'mark-scheme', path: string, operationId: string, what: string): ApiOperation => ({
  operationId,
  method: 'GET',
  path,
  tag: TAG,
  summary: `Download the ${what} PDF of a revision`,
  description: `application/pdf, streamed, with Content-Length and Content-Disposition attachment; filename="<title>-r<revision>-${document}.pdf" (the title as an ASCII slug) and filename*=UTF-8''<the title's own letters>-r<revision>-${document}.pdf (RFC 5987). 409 exports_not_ready until the export is ready (preparePaperExports answers 200, or readPaperExports shows ready; after a failure: POST again); 409 not_exportable when the revision cannot be exported; 503 when the export service does not answer or exports are turned off (EXPORTS_ENABLED=false).`,
  auth: ['papers:read'],
  params: PaperRevisionParamsSchema,
  responses: [{ status: 200, description: `The ${what} PDF.`, contentType: 'application/pdf' }],
  errors: ['validation_failed', 'not_found', 'exports_not_ready', 'not_exportable'],
});

export const downloadQuestionPaper = download(
  'question-paper',
  '/papers/{id}/revisions/{revision}/exports/question-paper',
  'downloadQuestionPaper',
  'question paper',
);
export const downloadMarkScheme = download(
  'mark-scheme',
  '/papers/{id}/revisions/{revision}/exports/mark-scheme',
  'downloadMarkScheme',
  'mark scheme',
);

export const PAPER_OPERATIONS: readonly ApiOperation[] = [
  listPapers,
  createPaper,
  readPaper,
  updatePaper,
  readPaperRevision,
  preparePaperExports,
  readPaperExports,
  downloadQuestionPaper,
  downloadMarkScheme,
];
