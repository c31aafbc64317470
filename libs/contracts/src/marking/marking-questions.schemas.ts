import { Type, type Static } from '@sinclair/typebox';
import { Int4, Text, Uuid } from '../schemas/scalars.js';

/** The spec's limits on what one marking question reads, and on the questions of a session. */
export const MAX_WORK_PAGES_PER_QUESTION = 12;
export const MAX_SCHEME_PAGES_PER_QUESTION = 12;
export const MAX_QUESTIONS_PER_SESSION = 24;
export const MAX_QUESTION_LABEL_LENGTH = 40;
export const MAX_EXPLANATION_LENGTH = 2000;

/**
 * A marking question's status: the spec's six (decision 0026). `queued` and `running` are not final;
 * `completed`, `needs_review`, `failed` and `cancelled` are, and a question in one of them is never
 * queued again. A question recorded and not yet started is `queued` with `attempts` 0.
 */
export const MARKING_QUESTION_STATUSES = ['queued', 'running', 'completed', 'needs_review', 'failed', 'cancelled'] as const;
export type MarkingQuestionStatus = (typeof MARKING_QUESTION_STATUSES)[number];

/** The statuses whose label may be requested again: the request makes a new question that re-marks it. */
export const REMARKABLE_STATUSES = ['failed', 'cancelled'] as const satisfies readonly MarkingQuestionStatus[];

/** How many times one label may be requested in a session: a first request and four re-marks. */
export const MAX_REQUESTS_PER_LABEL = 5;

/** The life of a question, as the OpenAPI document says it (the status field and the start operation). */
export const QUESTION_STATUS_TRANSITIONS =
  'queued (recorded: waiting for POST start, attempts 0; then waiting for a worker, attempts 1) → running → completed (every allocation decided) | needs_review (some uncertain: the result is provisional) | failed (the reason in failure). queued or running → cancelled (POST cancel). A terminal status (completed, needs_review, failed, cancelled) is never queued or marked again; only a review edit moves a result between needs_review and completed. To mark a failed or cancelled question again, request its label again: that makes a new question with its own id, and the old one gets supersededBy.';

export const ALLOCATION_DECISIONS = ['awarded', 'withheld', 'uncertain'] as const;
export type AllocationDecision = (typeof ALLOCATION_DECISIONS)[number];

const Timestamp = (description: string) => Type.String({ format: 'date-time', description });
const Decision = (description: string) =>
  Type.Union(
    ALLOCATION_DECISIONS.map((d) => Type.Literal(d)),
    { description },
  );

export const SessionQuestionParamsSchema = Type.Object({ id: Uuid(), questionId: Uuid() }, { additionalProperties: false });
export type SessionQuestionParams = Static<typeof SessionQuestionParamsSchema>;

export const PageSelectionsSchema = Type.Record(
  Type.String({ format: 'uuid' }),
  Type.Array(Int4({ minimum: 1 }), { minItems: 1, maxItems: 80 }),
  {
    description:
      'Asset id to the one-based pages of it that belong to this question. Every key is one of the question’s assets; an asset without a key contributes all its pages.',
  },
);
export type PageSelections = Static<typeof PageSelectionsSchema>;

export const RequestQuestionBodySchema = Type.Object(
  {
    label: Text({
      minLength: 1,
      maxLength: MAX_QUESTION_LABEL_LENGTH,
      description:
        'The question as the paper numbers it. In a session made from a saved paper: its number on that paper, `1` to `24`. Unique among the session’s current questions; the label of an indexed question not yet started amends it, and the label of a failed or cancelled question re-marks it as a new question.',
    }),
    workAssetIds: Type.Array(Uuid(), {
      minItems: 1,
      maxItems: MAX_WORK_PAGES_PER_QUESTION,
      uniqueItems: true,
      description: 'Work assets (the completed student scan) holding the answer.',
    }),
    schemeAssetIds: Type.Array(Uuid(), {
      maxItems: MAX_SCHEME_PAGES_PER_QUESTION,
      uniqueItems: true,
      description:
        'Scheme assets holding its mark scheme. May be empty only in a session made from a saved paper (its rubric is attached).',
    }),
    pageSelections: PageSelectionsSchema,
  },
  { additionalProperties: false },
);
export type RequestQuestionBody = Static<typeof RequestQuestionBodySchema>;

export const EvidenceBoxSchema = Type.Object(
  {
    x: Type.Number({ minimum: 0, maximum: 1, description: 'Left, as a fraction of the displayed page width.' }),
    y: Type.Number({ minimum: 0, maximum: 1, description: 'Top, as a fraction of the displayed page height.' }),
    width: Type.Number({ exclusiveMinimum: 0, maximum: 1 }),
    height: Type.Number({ exclusiveMinimum: 0, maximum: 1 }),
  },
  { description: 'A region of a displayed page (rotation applied), top-left origin, in fractions of the page.' },
);

export const EvidenceSchema = Type.Object({
  pageId: Type.String({ description: '`<assetId>:p<n>`, a selected work page.' }),
  quote: Type.String({ description: 'What is visible in the region, transcribed or described (`blank` for an empty answer space).' }),
  box: EvidenceBoxSchema,
});
export type Evidence = Static<typeof EvidenceSchema>;

export const ConditionCheckSchema = Type.Object({
  conditionIndex: Type.Integer({ minimum: 0 }),
  condition: Type.String(),
  result: Type.Union([Type.Literal('met'), Type.Literal('not_met'), Type.Literal('uncertain')]),
  evidence: Type.Array(EvidenceSchema),
});

export const AllocationResultSchema = Type.Object({
  id: Type.String({ description: 'The allocation (criterion) id, unique in the question.' }),
  partId: Type.String(),
  code: Type.String({ description: 'The one-mark code (`M1`, `dM1`, `A1ft`, `B1*`), kept with 1 even when withheld.' }),
  requirement: Type.String(),
  dependsOn: Type.Array(Type.String()),
  decision: Decision('The decision on this allocation itself.'),
  counted: Decision('The decision once dependencies apply: a mark whose method mark is withheld is withheld.'),
  explanation: Type.String(),
  evidence: Type.Array(EvidenceSchema, { description: 'Located evidence on the selected work pages.' }),
  conditionChecks: Type.Array(ConditionCheckSchema, {
    description:
      'One check per condition of the scheme. An imported result carries the marker’s; an automated one is `uncertain` where the assessor cannot check the condition, and an award stands only when each of its conditions is met.',
  }),
  reviewed: Type.Boolean({ description: 'True once a reviewer has set this decision.' }),
});
export type AllocationResult = Static<typeof AllocationResultSchema>;

export const ScoreRangeSchema = Type.Object({
  awarded: Type.Integer({ description: 'Confirmed marks: the lower end of the range.' }),
  possible: Type.Integer({ description: 'Confirmed marks plus every mark still open: the upper end, not a confirmed score.' }),
  maximum: Type.Integer({ description: 'What the question is worth.' }),
  parts: Type.Array(Type.Object({ partId: Type.String(), awarded: Type.Integer(), possible: Type.Integer(), maximum: Type.Integer() })),
});
export type ScoreRange = Static<typeof ScoreRangeSchema>;

export const ReviewRecordSchema = Type.Object({
  resultRevision: Type.Integer({ description: 'The result revision this edit made.' }),
  allocationId: Type.String(),
  from: Decision('The decision before.'),
  to: Decision('The decision after.'),
  explanation: Type.String(),
  keyId: Type.String({ description: 'The API key that made the edit.' }),
  at: Timestamp('When.'),
});
export type ReviewRecord = Static<typeof ReviewRecordSchema>;

export const ResultSourceSchema = Type.Union(
  [
    Type.Object({ kind: Type.Literal('automated'), assessor: Type.String({ description: 'Which assessor decided.' }) }),
    Type.Object({
      kind: Type.Literal('imported'),
      importId: Type.String({ format: 'uuid' }),
      marker: Type.Union([Type.Literal('human'), Type.Literal('ai')]),
      name: Type.String(),
      model: Type.Optional(Type.String()),
      markedAt: Type.String({ format: 'date-time' }),
    }),
  ],
  { description: 'Who decided: this service’s assessor, or an imported marker (never presented as the service’s judgement).' },
);
export type ResultSource = Static<typeof ResultSourceSchema>;

export const MarkingResultSchema = Type.Object({
  revision: Type.Integer({ minimum: 1, description: 'Result revision: a review edit carries the current one (stale: 409).' }),
  source: ResultSourceSchema,
  score: ScoreRangeSchema,
  allocations: Type.Array(AllocationResultSchema),
  unresolved: Type.Array(Type.String(), { description: 'Allocations still uncertain: they need review.' }),
  reviews: Type.Array(ReviewRecordSchema, { description: 'Every review edit, oldest first.' }),
  decidedAt: Timestamp('When the result was first recorded.'),
});
export type MarkingResult = Static<typeof MarkingResultSchema>;

export const QuestionFailureSchema = Type.Object({
  code: Type.String({
    description:
      'Why: `rubric_unavailable` (no rubric could be read from the scheme), `work_unreadable` (a work file could not be drawn), `assessment_failed` (the last retry failed), `worker_lost`.',
  }),
  message: Type.String(),
  creditReturned: Type.Boolean({ description: 'True when the failure was ours and the credit went back.' }),
});

export const MarkingQuestionSchema = Type.Object(
  {
    id: Uuid(),
    label: Type.String(),
    origin: Type.Union([Type.Literal('requested'), Type.Literal('indexed'), Type.Literal('imported')], {
      description: '`requested` by a client, `indexed` from the QR codes of a printed paper, or `imported`.',
    }),
    workAssetIds: Type.Array(Type.String({ format: 'uuid' })),
    schemeAssetIds: Type.Array(Type.String({ format: 'uuid' })),
    pageSelections: PageSelectionsSchema,
    status: Type.Union(
      MARKING_QUESTION_STATUSES.map((s) => Type.Literal(s)),
      { description: QUESTION_STATUS_TRANSITIONS },
    ),
    attempts: Type.Integer({
      minimum: 0,
      description: '0 while the question waits for POST start, then 1: a question is marked once (a re-mark is a new question).',
    }),
    supersededBy: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
      description: `The question that re-marks this failed or cancelled one (a later request of the same label); null while this is its label's current question. A superseded question counts towards neither the session's ${MAX_QUESTIONS_PER_SESSION} questions nor its score.`,
    }),
    failure: Type.Union([QuestionFailureSchema, Type.Null()]),
    result: Type.Union([MarkingResultSchema, Type.Null()], { description: 'Null until marked. A needs_review result is provisional.' }),
    createdAt: Timestamp('When the question was recorded.'),
    updatedAt: Timestamp('When it last changed: its status, attempts, result or supersededBy.'),
  },
  { $id: 'MarkingQuestion' },
);
export type MarkingQuestion = Static<typeof MarkingQuestionSchema>;

export const MarkingQuestionResponseSchema = Type.Object({ question: MarkingQuestionSchema }, { $id: 'MarkingQuestionResponse' });
export type MarkingQuestionResponse = Static<typeof MarkingQuestionResponseSchema>;

export const ReviewDecisionBodySchema = Type.Object(
  {
    resultRevision: Int4({ minimum: 1, description: 'The result’s current revision.' }),
    allocationId: Text({ minLength: 1, maxLength: 100 }),
    decision: Decision('The decision the allocation should have.'),
    explanation: Text({ minLength: 1, maxLength: MAX_EXPLANATION_LENGTH, description: 'Why: kept with the edit and shown.' }),
  },
  { additionalProperties: false },
);
export type ReviewDecisionBody = Static<typeof ReviewDecisionBodySchema>;

export const CreateSessionFromPaperBodySchema = Type.Object(
  { paperId: Uuid(), revision: Int4({ minimum: 1 }) },
  { additionalProperties: false },
);
export type CreateSessionFromPaperBody = Static<typeof CreateSessionFromPaperBodySchema>;
