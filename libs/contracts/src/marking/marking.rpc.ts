import { Type, type Static } from '@sinclair/typebox';
import { Int4, Sha256Hex, Text, Uuid } from '../schemas/scalars.js';
import {
  ConditionCheckSchema,
  EvidenceSchema,
  PageSelectionsSchema,
  ReviewDecisionBodySchema,
  RequestQuestionBodySchema,
} from './marking-questions.schemas.js';
import { ASSET_KINDS, MAX_ASSET_NAME_LENGTH, MAX_UPLOAD_BYTES, UPLOAD_MEDIA_TYPES } from './marking.schemas.js';

/** RPC operations of the marking service (subjects `rpc.marking.<operation>`). */
export const MARKING_RPC = {
  createSession: 'create-session',
  listSessions: 'list-sessions',
  readSession: 'read-session',
  /** After the gateway streamed an upload into the BlobStore: inspect it and keep it, or refuse it and delete the blob. */
  registerAsset: 'register-asset',
  listAssets: 'list-assets',
  /** Where an asset's bytes are: `AssetLocation`. */
  locateAsset: 'locate-asset',
  /** A session made from a saved paper revision: its mark scheme attached, its rubric kept. */
  createSessionFromPaper: 'create-session-from-paper',
  requestQuestion: 'request-question',
  readQuestion: 'read-question',
  /** Queues every requested (or failed, or cancelled) question: one credit and one job each. */
  start: 'start',
  cancelQuestion: 'cancel-question',
  reviewDecision: 'review-decision',
  readCredits: 'read-credits',
  /** The import service's completion: every question of an import saved into a session with the import's id, at once (idempotent). */
  saveImport: 'save-import',
} as const;

export const RequestQuestionInputSchema = Type.Object({ id: Uuid(), question: RequestQuestionBodySchema }, { additionalProperties: false });
export type RequestQuestionInput = Static<typeof RequestQuestionInputSchema>;

export const ReviewDecisionInputSchema = Type.Object(
  { id: Uuid(), questionId: Uuid(), review: ReviewDecisionBodySchema },
  { additionalProperties: false },
);
export type ReviewDecisionInput = Static<typeof ReviewDecisionInputSchema>;

export const CreateSessionInputSchema = Type.Object({ title: Text({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });

export const RegisterAssetInputSchema = Type.Object(
  {
    id: Uuid(),
    kind: Type.Union(ASSET_KINDS.map((k) => Type.Literal(k))),
    name: Text({ minLength: 1, maxLength: MAX_ASSET_NAME_LENGTH }),
    declaredType: Type.Union(UPLOAD_MEDIA_TYPES.map((t) => Type.Literal(t))),
    blobKey: Text({ minLength: 1, maxLength: 500 }),
    byteSize: Int4({ minimum: 0, maximum: MAX_UPLOAD_BYTES }),
    sha256: Sha256Hex(),
  },
  { additionalProperties: false },
);
export type RegisterAssetInput = Static<typeof RegisterAssetInputSchema>;

export interface AssetLocation {
  blobKey: string;
  byteSize: number;
  mediaType: string;
  name: string;
}

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
