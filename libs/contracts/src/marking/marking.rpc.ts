import { Type, type Static } from '@sinclair/typebox';
import { Sha256Hex, Text, Uuid } from '../schemas/scalars.js';
import { defineRpc, NoInputSchema } from '../rpc/define-rpc.js';
import { defineUploadRpc } from '../uploads/uploads.rpc.js';
import { CreditBalanceResponseSchema } from './credits.schemas.js';
import {
  ConditionCheckSchema,
  CreateSessionFromPaperBodySchema,
  EvidenceSchema,
  MarkingQuestionResponseSchema,
  PageSelectionsSchema,
  ReviewDecisionBodySchema,
  RequestQuestionBodySchema,
  SessionQuestionParamsSchema,
} from './marking-questions.schemas.js';
import {
  ASSET_KINDS,
  CreateSessionBodySchema,
  ListSessionsQuerySchema,
  MarkingAssetListSchema,
  MarkingAssetResponseSchema,
  MarkingSessionListSchema,
  MarkingSessionResponseSchema,
  SessionIdParamsSchema,
  StartMarkingResponseSchema,
  UPLOAD_MEDIA_TYPES,
} from './marking.schemas.js';

export const RequestQuestionInputSchema = Type.Object({ id: Uuid(), question: RequestQuestionBodySchema }, { additionalProperties: false });
export type RequestQuestionInput = Static<typeof RequestQuestionInputSchema>;

export const ReviewDecisionInputSchema = Type.Object(
  { id: Uuid(), questionId: Uuid(), review: ReviewDecisionBodySchema },
  { additionalProperties: false },
);
export type ReviewDecisionInput = Static<typeof ReviewDecisionInputSchema>;

const DecisionSchema = Type.Union([Type.Literal('awarded'), Type.Literal('withheld'), Type.Literal('uncertain')]);

/**
 * A completed import as the marking service saves it: the import's assets (their bytes stay where the
 * import stored them) and each question with its rubric and its marker's decisions. The marking
 * service scores the decisions itself; nothing submitted can set a total.
 */
export const SaveImportInputSchema = Type.Object(
  {
    importId: Uuid(),
    title: Text({ minLength: 1, maxLength: 200 }),
    source: Type.Object({
      marker: Type.Union([Type.Literal('human'), Type.Literal('ai')]),
      name: Type.String(),
      model: Type.Optional(Type.String()),
      markedAt: Type.String(),
    }),
    assets: Type.Array(
      Type.Object({
        id: Uuid(),
        kind: Type.Union(ASSET_KINDS.map((k) => Type.Literal(k))),
        name: Type.String(),
        mediaType: Type.Union(UPLOAD_MEDIA_TYPES.map((t) => Type.Literal(t))),
        byteSize: Type.Integer({ minimum: 1 }),
        sha256: Sha256Hex(),
        pageCount: Type.Integer({ minimum: 1 }),
        blobKey: Type.String(),
        uploadedAt: Type.String(),
      }),
    ),
    questions: Type.Array(
      Type.Object({
        label: Type.String(),
        workAssetIds: Type.Array(Uuid()),
        schemeAssetIds: Type.Array(Uuid()),
        pageSelections: PageSelectionsSchema,
        parts: Type.Array(Type.Object({ id: Type.String(), label: Type.String(), marks: Type.Integer() })),
        allocations: Type.Array(
          Type.Object({
            id: Type.String(),
            partId: Type.String(),
            code: Type.String(),
            requirement: Type.String(),
            conditions: Type.Array(Type.String()),
            dependsOn: Type.Array(Type.String()),
            decision: DecisionSchema,
            explanation: Type.String(),
            evidence: Type.Array(EvidenceSchema),
            conditionChecks: Type.Array(ConditionCheckSchema),
          }),
        ),
      }),
      { maxItems: 24 },
    ),
  },
  { additionalProperties: false },
);
export type SaveImportInput = Static<typeof SaveImportInputSchema>;

/** RPC operations of the marking service (subjects `rpc.marking.<operation>`). */
export const MARKING_RPC = {
  createSession: defineRpc('marking', 'create-session', {
    input: CreateSessionBodySchema,
    inputPart: 'body',
    output: MarkingSessionResponseSchema,
    idempotencyKey: 'required',
  }),
  listSessions: defineRpc('marking', 'list-sessions', {
    input: ListSessionsQuerySchema,
    inputPart: 'query',
    output: MarkingSessionListSchema,
  }),
  readSession: defineRpc('marking', 'read-session', {
    input: SessionIdParamsSchema,
    inputPart: 'params',
    output: MarkingSessionResponseSchema,
  }),
  ...defineUploadRpc('marking', { parentParams: SessionIdParamsSchema, asset: MarkingAssetResponseSchema, assets: MarkingAssetListSchema }),
  /** A session made from a saved paper revision: its mark scheme attached, its rubric kept. */
  createSessionFromPaper: defineRpc('marking', 'create-session-from-paper', {
    input: CreateSessionFromPaperBodySchema,
    inputPart: 'body',
    output: MarkingSessionResponseSchema,
    idempotencyKey: 'required',
  }),
  requestQuestion: defineRpc('marking', 'request-question', {
    input: RequestQuestionInputSchema,
    output: MarkingQuestionResponseSchema,
    idempotencyKey: 'required',
  }),
  readQuestion: defineRpc('marking', 'read-question', {
    input: SessionQuestionParamsSchema,
    inputPart: 'params',
    output: MarkingQuestionResponseSchema,
  }),
  /** Queues every question never started: one credit and one job each (failed and cancelled ones stay). */
  start: defineRpc('marking', 'start', {
    input: SessionIdParamsSchema,
    inputPart: 'params',
    output: StartMarkingResponseSchema,
    idempotencyKey: 'required',
  }),
  cancelQuestion: defineRpc('marking', 'cancel-question', {
    input: SessionQuestionParamsSchema,
    inputPart: 'params',
    output: MarkingQuestionResponseSchema,
  }),
  reviewDecision: defineRpc('marking', 'review-decision', { input: ReviewDecisionInputSchema, output: MarkingQuestionResponseSchema }),
  /** The caller's balance; it takes nothing but the caller (the gateway sends `{}`). */
  readCredits: defineRpc('marking', 'read-credits', { input: NoInputSchema, output: CreditBalanceResponseSchema }),
  /** The import service's completion: every question of an import saved into a session with the import's id, at once (idempotent). */
  saveImport: defineRpc('marking', 'save-import', { input: SaveImportInputSchema, output: MarkingSessionResponseSchema }),
} as const;
