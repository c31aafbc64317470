import { Type, type Static } from '@sinclair/typebox';
import { Int4, Sha256Hex, Uuid } from '../schemas/scalars.js';
import { defineRpc, NoInputSchema } from '../rpc/define-rpc.js';
import {
  DiagramDescriptorSchema,
  QuestionFacetsSchema,
  QuestionRevisionSchema,
  QuestionSearchResultSchema,
  ReadQuestionAssetParamsSchema,
  ReadQuestionParamsSchema,
  ReadQuestionResponseSchema,
  SearchQuestionsQuerySchema,
} from './questions.schemas.js';

/** Most pins one check-pins or get-revisions call takes. */
export const MAX_PINS_PER_CALL = 200;

const Revision = Int4({ minimum: 1 });

export const CheckPinsInputSchema = Type.Object(
  {
    pins: Type.Array(
      Type.Object(
        { questionId: Uuid(), revision: Revision, contentVersion: Sha256Hex(), schemeVersion: Sha256Hex() },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: MAX_PINS_PER_CALL },
    ),
  },
  { additionalProperties: false },
);
export type CheckPinsInput = Static<typeof CheckPinsInputSchema>;

/**
 * Why a pin is not usable: `not_found` (no such question or revision, or not published: the two are
 * not told apart), or the revision's content or scheme no longer hashes to the pinned version.
 */
export const PinProblemSchema = Type.Union([
  Type.Literal('not_found'),
  Type.Literal('content_version_mismatch'),
  Type.Literal('scheme_version_mismatch'),
]);
export type PinProblem = Static<typeof PinProblemSchema>;

export const PinCheckSchema = Type.Object({
  questionId: Uuid(),
  revision: Revision,
  ok: Type.Boolean(),
  problems: Type.Array(PinProblemSchema),
  /** The question's latest published revision, when it is published (a pin of an older one is still valid). */
  latestRevision: Type.Union([Revision, Type.Null()]),
});
export type PinCheck = Static<typeof PinCheckSchema>;

export const CheckPinsResultSchema = Type.Object({
  /** One per input pin, in input order. */
  results: Type.Array(PinCheckSchema),
});
export type CheckPinsResult = Static<typeof CheckPinsResultSchema>;

export const GetRevisionsInputSchema = Type.Object(
  {
    revisions: Type.Array(Type.Object({ questionId: Uuid(), revision: Revision }, { additionalProperties: false }), {
      minItems: 1,
      maxItems: MAX_PINS_PER_CALL,
    }),
  },
  { additionalProperties: false },
);
export type GetRevisionsInput = Static<typeof GetRevisionsInputSchema>;

/** A revision as readQuestion returns it, plus the blob key of each diagram (internal only). */
export const PinnedRevisionSchema = Type.Composite([
  Type.Omit(QuestionRevisionSchema, ['diagrams']),
  Type.Object({ diagrams: Type.Array(Type.Composite([DiagramDescriptorSchema, Type.Object({ blobKey: Type.String() })])) }),
]);
export type PinnedRevision = Static<typeof PinnedRevisionSchema>;

export const GetRevisionsResultSchema = Type.Object({
  /** Found revisions in input order (duplicates once each). */
  revisions: Type.Array(PinnedRevisionSchema),
  /** Requested revisions that are unknown or not published. */
  missing: Type.Array(Type.Object({ questionId: Uuid(), revision: Revision })),
});
export type GetRevisionsResult = Static<typeof GetRevisionsResultSchema>;

export const QuestionAssetLocationSchema = Type.Object({
  blobKey: Type.String(),
  byteSize: Type.Integer({ minimum: 0 }),
  sha256: Sha256Hex(),
  mediaType: Type.String(),
});
export type QuestionAssetLocation = Static<typeof QuestionAssetLocationSchema>;

/** RPC operations of the question-bank service (subjects `rpc.question-bank.<operation>`). */
export const QUESTION_BANK_RPC = {
  facets: defineRpc('question-bank', 'facets', { input: NoInputSchema, output: QuestionFacetsSchema }),
  search: defineRpc('question-bank', 'search', {
    input: SearchQuestionsQuerySchema,
    inputPart: 'query',
    output: QuestionSearchResultSchema,
  }),
  readQuestion: defineRpc('question-bank', 'read-question', {
    input: ReadQuestionParamsSchema,
    inputPart: 'params',
    output: ReadQuestionResponseSchema,
  }),
  /** Where the bytes of a diagram are: the gateway streams them from the BlobStore itself. */
  asset: defineRpc('question-bank', 'asset', {
    input: ReadQuestionAssetParamsSchema,
    inputPart: 'params',
    output: QuestionAssetLocationSchema,
  }),
  /** For other services (paper): are these pins published and unchanged? */
  checkPins: defineRpc('question-bank', 'check-pins', { input: CheckPinsInputSchema, output: CheckPinsResultSchema }),
  /** For other services (paper, export, marking): pinned revisions in bulk, with scheme and diagram blob keys. */
  getRevisions: defineRpc('question-bank', 'get-revisions', { input: GetRevisionsInputSchema, output: GetRevisionsResultSchema }),
} as const;
