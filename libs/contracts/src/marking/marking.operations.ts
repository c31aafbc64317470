import type { ApiOperation } from '../api/api-operation.js';
import { uploadOperations } from '../uploads/uploads.operations.js';
import {
  CreateSessionBodySchema,
  ListSessionsQuerySchema,
  MarkingAssetListSchema,
  MarkingAssetResponseSchema,
  MarkingSessionListSchema,
  MarkingSessionResponseSchema,
  SessionIdParamsSchema,
  StartMarkingResponseSchema,
} from './marking.schemas.js';
import {
  CreateSessionFromPaperBodySchema,
  MARKING_QUESTION_STATUSES,
  MarkingQuestionResponseSchema,
  MAX_QUESTIONS_PER_SESSION,
  MAX_REQUESTS_PER_LABEL,
  MAX_SCHEME_PAGES_PER_QUESTION,
  MAX_WORK_PAGES_PER_QUESTION,
  RequestQuestionBodySchema,
  QUESTION_STATUS_TRANSITIONS,
  ReviewDecisionBodySchema,
  SessionQuestionParamsSchema,
} from './marking-questions.schemas.js';
import { CreditBalanceResponseSchema } from './credits.schemas.js';

const TAG = 'Marking sessions';

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

export const createMarkingSessionFromPaper: ApiOperation = {
  operationId: 'createMarkingSessionFromPaper',
  method: 'POST',
  path: '/marking/sessions/from-builder',
  tag: TAG,
  summary: 'Create a marking session from a saved paper revision',
  description: [
    'Made at once, whether or not the revision’s PDFs were prepared: the session keeps the exact rubric of its pinned question revisions, starts the revision’s export if nobody has, and attaches its mark scheme PDF as a scheme asset once ready (`source.exports`: preparing, then attached), so skip the scheme upload. Questions can be requested and started before that. A pinned question the bank no longer has is 409 not_exportable.',
    'The completed student scan is still uploaded (kind=work). A question of this session is labelled with its number on the paper (`1` to `24`) and needs no scheme assets.',
    'Needs marking:submit and papers:read. Idempotency-Key required. Another owner’s or an unknown paper revision is 404.',
  ].join(' '),
  auth: ['marking:submit', 'papers:read'],
  idempotencyKey: 'required',
  body: { schema: CreateSessionFromPaperBodySchema, contentType: 'application/json' },
  responses: [
    {
      status: 201,
      description: 'The new session with the rubric kept; its mark scheme is attached when the export is ready.',
      schema: MarkingSessionResponseSchema,
    },
  ],
  errors: [
    'validation_failed',
    'not_found',
    'not_exportable',
    'idempotency_key_required',
    'idempotency_key_reused',
    'idempotency_request_in_progress',
    'malformed_json',
    'unsupported_media_type',
    'payload_too_large',
  ],
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
      schema: MarkingSessionListSchema,
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

const SESSION_UPLOADS = uploadOperations({
  tag: TAG,
  path: '/marking/sessions/{id}',
  params: SessionIdParamsSchema,
  scopes: { upload: ['marking:submit'], read: ['marking:read'] },
  asset: MarkingAssetResponseSchema,
  assets: MarkingAssetListSchema,
  upload: {
    operationId: 'uploadMarkingAsset',
    summary: 'Upload a work or scheme file (raw bytes)',
    description: 'Uploads are not idempotent: if the answer is lost, read the session’s assets before uploading again.',
    errors: ['session_immutable'],
  },
  list: {
    operationId: 'listMarkingAssets',
    summary: "List a session's assets",
    description:
      "Oldest first, each with its kind, name, media type, size, SHA-256 and page ids (`<assetId>:p<n>`) for a question's pageSelections. The list to read before uploading again when an upload's answer was lost. Another owner's session is 404.",
  },
  download: {
    operationId: 'downloadMarkingAsset',
    summary: "Download an asset's bytes",
    description: 'The bytes as uploaded, with their media type and Content-Length. The key is required: a URL alone grants no access.',
  },
});
export const uploadMarkingAsset: ApiOperation = SESSION_UPLOADS.upload;
export const listMarkingAssets: ApiOperation = SESSION_UPLOADS.list;
export const downloadMarkingAsset: ApiOperation = SESSION_UPLOADS.download;

export const requestMarkingQuestion: ApiOperation = {
  operationId: 'requestMarkingQuestion',
  method: 'POST',
  path: '/marking/sessions/{id}/questions',
  tag: TAG,
  summary: 'Request the marking of one question',
  description: [
    `Names the work pages that hold the answer and the scheme pages that mark it: every asset must be this session’s with the right kind, every selected page must exist, and a question reads at most ${MAX_WORK_PAGES_PER_QUESTION} work and ${MAX_SCHEME_PAGES_PER_QUESTION} scheme pages (422 naming the field).`,
    `Labels are unique among a session's current questions. The label of a question that QR indexing made and that waits for its start amends that question (same id, now \`origin: requested\`, the request's pages and scheme): so a request may come before or after indexing, and corrects the pages indexing found. The label of a failed or cancelled question may be requested again: that re-marks it as a new question with its own id, and the old one gets \`supersededBy\` (any other queued, running, completed or needs_review one: 422 at \`body.label\`). A session holds at most ${MAX_QUESTIONS_PER_SESSION} current questions (superseded ones not counted) and a label may be requested at most ${MAX_REQUESTS_PER_LABEL} times: beyond either, 422 session_questions_exceeded with details at \`body.label\`.`,
    'The new question reads `queued` with `attempts` 0, listed in the session’s `waitingForStart`, until POST start queues it for a worker. Idempotency-Key required.',
    'Rubric: in a session made from a paper, the pinned revision’s exact scheme (label the question with its number). In a draft session, the rubric embedded in a mark scheme this service printed, else the mark codes read off the scheme pages by OCR (M1, dM1, A1ft, B1*; rows such as 1(a) and (b) set the question and part); if none can be read the question fails with rubric_unavailable and the reason.',
  ].join(' '),
  auth: ['marking:submit'],
  idempotencyKey: 'required',
  params: SessionIdParamsSchema,
  body: { schema: RequestQuestionBodySchema, contentType: 'application/json' },
  responses: [
    {
      status: 201,
      description: 'The question record: a new question, or the indexed question the request amended.',
      schema: MarkingQuestionResponseSchema,
    },
  ],
  errors: [
    'validation_failed',
    'not_found',
    'session_questions_exceeded',
    'session_immutable',
    'idempotency_key_required',
    'idempotency_key_reused',
    'idempotency_request_in_progress',
    'malformed_json',
    'unsupported_media_type',
    'payload_too_large',
  ],
};

export const readMarkingQuestion: ApiOperation = {
  operationId: 'readMarkingQuestion',
  method: 'GET',
  path: '/marking/sessions/{id}/questions/{questionId}',
  tag: TAG,
  summary: 'Read one marking question with its status and result',
  description:
    "The question as its session lists it: status (queued and running are not results; a needs_review result is provisional, its score a range with what is unresolved), attempts, failure, supersededBy, and the result with every allocation's decision and evidence. Another owner's or an unknown session or question is 404.",
  auth: ['marking:read'],
  params: SessionQuestionParamsSchema,
  responses: [{ status: 200, description: 'The question.', schema: MarkingQuestionResponseSchema }],
  errors: ['validation_failed', 'not_found'],
};

export const startMarking: ApiOperation = {
  operationId: 'startMarking',
  method: 'POST',
  path: '/marking/sessions/{id}/start',
  tag: TAG,
  summary: 'Start marking the session’s questions not yet started',
  description: [
    'Queues every question never started (the session’s `waitingForStart`): each takes one marking credit and gets a background job, all in one step (short of credits: 402 insufficient_credits and nothing is queued; none waiting: 409 nothing_to_start).',
    'Failed and cancelled questions are never queued again (re-marking: below). A failure of ours gives the credit back; so does a cancel of a started question.',
    `Statuses: ${MARKING_QUESTION_STATUSES.join(', ')}. ${QUESTION_STATUS_TRANSITIONS}`,
    'A fresh Idempotency-Key for each start: the same key answers with the first start’s response. Then poll GET the session about every five seconds.',
  ].join(' '),
  auth: ['marking:submit'],
  idempotencyKey: 'required',
  params: SessionIdParamsSchema,
  responses: [
    {
      status: 202,
      description: 'Background marking accepted: the session, and the ids of the questions queued.',
      schema: StartMarkingResponseSchema,
    },
  ],
  errors: [
    'validation_failed',
    'not_found',
    'insufficient_credits',
    'nothing_to_start',
    'idempotency_key_required',
    'idempotency_key_reused',
    'idempotency_request_in_progress',
  ],
};

export const cancelMarkingQuestion: ApiOperation = {
  operationId: 'cancelMarkingQuestion',
  method: 'POST',
  path: '/marking/sessions/{id}/questions/{questionId}/cancel',
  tag: TAG,
  summary: 'Cancel a queued or running question',
  description:
    'The question becomes cancelled, for good: a started question’s credit goes back and a result its job was computing is discarded; one still waiting for start took no credit. Any other status is 409 not_cancellable. To mark it after all, request its label again (a new question), then start.',
  auth: ['marking:submit'],
  params: SessionQuestionParamsSchema,
  responses: [{ status: 200, description: 'The cancelled question.', schema: MarkingQuestionResponseSchema }],
  errors: ['validation_failed', 'not_found', 'not_cancellable'],
};

export const reviewMarkingDecision: ApiOperation = {
  operationId: 'reviewMarkingDecision',
  method: 'POST',
  path: '/marking/sessions/{id}/questions/{questionId}/reviews',
  tag: TAG,
  summary: 'Change one allocation’s decision',
  description: [
    'Carries the result’s current revision (stale: 409 stale_revision; a retry of the very edit that made the current revision answers 200 with it). The score is recomputed with dependencies; the question is completed once nothing is uncertain, needs_review otherwise.',
    'Every edit is kept in result.reviews: which allocation, from and to which decision, why, with which key and when. Works on imported results too.',
  ].join(' '),
  auth: ['marking:review'],
  params: SessionQuestionParamsSchema,
  body: { schema: ReviewDecisionBodySchema, contentType: 'application/json' },
  responses: [{ status: 200, description: 'The question with its new result revision.', schema: MarkingQuestionResponseSchema }],
  errors: [
    'validation_failed',
    'not_found',
    'stale_revision',
    'not_reviewable',
    'malformed_json',
    'unsupported_media_type',
    'payload_too_large',
  ],
};

export const readMarkingCredits: ApiOperation = {
  operationId: 'readMarkingCredits',
  method: 'GET',
  path: '/marking/credits',
  tag: TAG,
  summary: 'Read the account’s marking credits',
  description: 'One credit marks one question; included credits of the plan’s month are used first, then purchased ones.',
  auth: ['marking:read'],
  responses: [{ status: 200, description: 'The balance.', schema: CreditBalanceResponseSchema }],
  errors: [],
};

export const MARKING_SESSION_OPERATIONS: readonly ApiOperation[] = [
  createMarkingSession,
  createMarkingSessionFromPaper,
  listMarkingSessions,
  readMarkingSession,
  uploadMarkingAsset,
  listMarkingAssets,
  downloadMarkingAsset,
  requestMarkingQuestion,
  readMarkingQuestion,
  startMarking,
  cancelMarkingQuestion,
  reviewMarkingDecision,
  readMarkingCredits,
];
