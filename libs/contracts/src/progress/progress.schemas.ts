import { type Static, type TArray, type TSchema, Type } from '@sinclair/typebox';
import { Int4, Text, Uuid } from '../schemas/scalars.js';

/** The largest page of records or history, and the default. */
export const MAX_RECORDS_PAGE = 100;
export const DEFAULT_RECORDS_PAGE = 50;
export const MAX_MAPPING_OFFSET = 100_000;
export const MAPPINGS_PAGE = 50;

const Timestamp = (description: string) => Type.String({ format: 'date-time', description });

export const SkillSchema = Type.Object(
  {
    id: Type.String({ description: 'A bank topic (`cp1-complex-numbers`) or subtopic (`cp1-complex-numbers.loci`).' }),
    label: Type.String(),
    level: Type.Union([Type.Literal('topic'), Type.Literal('subtopic')]),
    moduleId: Type.String(),
    topicId: Type.String(),
  },
  { description: 'Skills are the question bank’s topics and subtopics.' },
);

/** Query strings as the spec has them (strings), checked by the service so a bad one names its field. */
export const RecordsQuerySchema = Type.Object(
  {
    after: Type.Optional(Text({ maxLength: 40, description: 'The nextCursor of the previous page.' })),
    limit: Type.Optional(Text({ maxLength: 10, description: `1 to ${MAX_RECORDS_PAGE}, default ${DEFAULT_RECORDS_PAGE}.` })),
    attemptId: Type.Optional(
      Text({ maxLength: 64, description: 'Only the evidence of one attempt (a marking session id or an import id).' }),
    ),
  },
  { additionalProperties: false },
);
export type RecordsQuery = Static<typeof RecordsQuerySchema>;

export const SessionQuerySchema = Type.Object({ sessionId: Uuid() }, { additionalProperties: false });
export type SessionQuery = Static<typeof SessionQuerySchema>;

export const MappingsQuerySchema = Type.Object(
  { sessionId: Uuid(), offset: Type.Optional(Int4({ minimum: 0, maximum: MAX_MAPPING_OFFSET, default: 0 })) },
  { additionalProperties: false },
);
export type MappingsQuery = Static<typeof MappingsQuerySchema>;

export const QuestionQuerySchema = Type.Object(
  { questionId: Uuid({ description: 'A marking question id.' }) },
  { additionalProperties: false },
);
export type QuestionQuery = Static<typeof QuestionQuerySchema>;

export const QuestionMappingBodySchema = Type.Object(
  {
    questionId: Uuid({ description: 'The marking question.' }),
    revision: Int4({ minimum: 1, description: 'The mapping’s current revision.' }),
    skills: Type.Array(Text({ minLength: 1, maxLength: 120 }), {
      minItems: 1,
      maxItems: 5,
      uniqueItems: true,
      description: 'Topic or subtopic ids of the bank.',
    }),
  },
  { additionalProperties: false, $id: 'QuestionMapping' },
);
export type QuestionMappingBody = Static<typeof QuestionMappingBodySchema>;

export const CriterionMappingBodySchema = Type.Object(
  {
    questionId: Uuid({ description: 'The marking question.' }),
    revision: Int4({ minimum: 1, description: 'The criterion mapping’s current revision.' }),
    rubricVersion: Text({ minLength: 1, maxLength: 64, description: 'The rubric version the mapping was read with.' }),
    mappings: Type.Array(
      Type.Object(
        { criterionId: Text({ minLength: 1, maxLength: 100 }), skill: Text({ minLength: 1, maxLength: 120 }) },
        { additionalProperties: false },
      ),
      {
        minItems: 1,
        maxItems: 100,
      },
    ),
  },
  { additionalProperties: false, $id: 'CriterionMapping' },
);
export type CriterionMappingBody = Static<typeof CriterionMappingBodySchema>;

export const EvidenceRecordSchema = Type.Object(
  {
    cursor: Type.String({ description: 'Its place in the list: pass a page’s last as `after`.' }),
    attemptId: Type.String({ format: 'uuid', description: 'The marking session (an import’s has the import id).' }),
    questionId: Type.String({ format: 'uuid' }),
    label: Type.String(),
    bankQuestionId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
    criterionId: Type.String(),
    code: Type.String(),
    decision: Type.String({ description: 'awarded, withheld or uncertain, dependencies applied.' }),
    state: Type.Union([Type.Literal('scored'), Type.Literal('unresolved'), Type.Literal('provisional')], {
      description: '`scored` counts; `unresolved` (uncertain) and `provisional` (a decision of a result still needing review) never do.',
    }),
    source: Type.Object({
      kind: Type.Union([Type.Literal('automated'), Type.Literal('imported')]),
      marker: Type.Union([Type.String(), Type.Null()]),
    }),
    reviewed: Type.Boolean(),
    skill: Type.Union([Type.String(), Type.Null()]),
    recordedAt: Timestamp('When the evidence last changed.'),
  },
  { $id: 'EvidenceRecord' },
);

export const SkillEstimateSchema = Type.Object(
  {
    skill: SkillSchema,
    estimate: Type.Number({ description: 'Posterior mean of the share of marks earned: Beta(1 + awarded, 1 + withheld).' }),
    uncertainty: Type.Number({ description: 'Posterior standard deviation.' }),
    awarded: Type.Integer(),
    possible: Type.Integer({ description: 'Scored marks: awarded plus withheld.' }),
    evidenceCount: Type.Integer(),
    unresolvedCount: Type.Integer(),
    lastEvidenceAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    trend: Type.Union([Type.Literal('improving'), Type.Literal('declining'), Type.Literal('steady'), Type.Literal('insufficient')], {
      description: 'The last 10 scored marks against the 10 before them (a change of 0.15 or more), `insufficient` below 12.',
    }),
  },
  { $id: 'SkillEstimate' },
);

/** A cursor page of `items`: what records and history answer. */
const Page = <K extends string, S extends TSchema>(items: K, schema: S, id: string) =>
  Type.Object(
    {
      ...({ [items]: Type.Array(schema) } as { [P in K]: TArray<S> }),
      nextCursor: Type.Union([Type.String(), Type.Null()], {
        description: 'null at the end; new evidence appears on later pages, never between.',
      }),
    },
    { $id: id },
  );

export const EvidenceRecordPageSchema = Page('records', EvidenceRecordSchema, 'EvidenceRecordPage');
export type EvidenceRecordPage = Static<typeof EvidenceRecordPageSchema>;

export const EvidenceHistoryPageSchema = Page('changes', EvidenceRecordSchema, 'EvidenceHistoryPage');
export type EvidenceHistoryPage = Static<typeof EvidenceHistoryPageSchema>;

export const PathwaySchema = Type.Object(
  {
    steps: Type.Array(
      Type.Object({
        skill: SkillSchema,
        reason: Type.String(),
        estimate: Type.Union([Type.Number(), Type.Null()]),
        uncertainty: Type.Union([Type.Number(), Type.Null()]),
        examined: Type.Union([Type.Literal('frequent'), Type.Literal('occasional'), Type.Literal('rare'), Type.Null()]),
        filters: Type.Object({ module: Type.String(), topic: Type.String(), subtopic: Type.Optional(Type.String()) }),
      }),
    ),
  },
  { $id: 'Pathway' },
);
export type Pathway = Static<typeof PathwaySchema>;

export const SkillProfileSchema = Type.Object(
  {
    skills: Type.Array(SkillEstimateSchema),
    totals: Type.Object({ scored: Type.Integer(), unresolved: Type.Integer(), provisional: Type.Integer() }),
  },
  { $id: 'SkillProfile' },
);
export type SkillProfile = Static<typeof SkillProfileSchema>;

/**
 * The fields of a SkillEstimate without its `$id`, for a reply that lists estimates twice: Ajv refuses
 * a schema holding one `$id` in two places, so that reply could not be checked. (The OpenAPI document
 * drops nested `$id`s anyway: it is the same there.)
 */
const SkillEstimateItemSchema = Type.Object(SkillEstimateSchema.properties);

export const SessionInsightsSchema = Type.Object(
  {
    sessionId: Type.String({ format: 'uuid' }),
    strengths: Type.Array(SkillEstimateItemSchema, {
      description: 'Skills with at least 2 scored marks in the session and 75 % or more earned.',
    }),
    weaknesses: Type.Array(SkillEstimateItemSchema, {
      description: 'Skills with at least 2 scored marks in the session and under 50 % earned.',
    }),
    unresolved: Type.Array(EvidenceRecordSchema),
  },
  { $id: 'SessionInsights' },
);
export type SessionInsights = Static<typeof SessionInsightsSchema>;

export const QuestionMappingSchema = Type.Object(
  {
    questionId: Type.String({ format: 'uuid' }),
    attemptId: Type.String({ format: 'uuid' }),
    label: Type.String(),
    bankQuestionId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
    skills: Type.Array(Type.String()),
    revision: Type.Integer(),
    origin: Type.Union([Type.Literal('bank'), Type.Literal('corrected'), Type.Literal('unmapped')], {
      description: 'From the bank’s metadata, corrected by the owner, or none known.',
    }),
  },
  { $id: 'QuestionMappingRecord' },
);

export const QuestionMappingsSchema = Type.Object(
  { mappings: Type.Array(QuestionMappingSchema), nextOffset: Type.Union([Type.Integer(), Type.Null()]) },
  { $id: 'QuestionMappings' },
);
export type QuestionMappings = Static<typeof QuestionMappingsSchema>;

export const QuestionMappingResponseSchema = Type.Object({ mapping: QuestionMappingSchema }, { $id: 'QuestionMappingResponse' });
export type QuestionMappingResponse = Static<typeof QuestionMappingResponseSchema>;

export const CriterionMappingsSchema = Type.Object(
  {
    questionId: Type.String({ format: 'uuid' }),
    rubricVersion: Type.String(),
    revision: Type.Integer(),
    criteria: Type.Array(Type.Object({ criterionId: Type.String(), code: Type.String(), skill: Type.Union([Type.String(), Type.Null()]) })),
    permittedTargets: Type.Array(SkillSchema, {
      description: 'The skills a criterion of this question may be mapped to: its question’s skills and their subtopics.',
    }),
  },
  { $id: 'CriterionMappings' },
);
export type CriterionMappings = Static<typeof CriterionMappingsSchema>;
