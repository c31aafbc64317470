import { Type } from '@sinclair/typebox';
import type { ApiOperation } from '../api/api-operation.js';
import {
  CriterionMappingBodySchema,
  DEFAULT_RECORDS_PAGE,
  EvidenceRecordSchema,
  MAPPINGS_PAGE,
  MappingsQuerySchema,
  MAX_RECORDS_PAGE,
  QuestionMappingBodySchema,
  QuestionQuerySchema,
  RecordsQuerySchema,
  SessionQuerySchema,
  SkillEstimateSchema,
  SkillSchema,
} from './progress.schemas.js';

const TAG = 'Pathway and skill profile';
const Page = (items: string, schema: ReturnType<typeof Type.Object>, id: string) =>
  Type.Object(
    {
      [items]: Type.Array(schema),
      nextCursor: Type.Union([Type.String(), Type.Null()], {
        description: 'null at the end; new evidence appears on later pages, never between.',
      }),
    },
    { $id: id },
  );

const QuestionMappingSchema = Type.Object(
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

const CriterionMappingsSchema = Type.Object(
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

const RECORD_QUERY_ERRORS = ['validation_failed'] as const;

export const readPathway: ApiOperation = {
  operationId: 'readPathway',
  method: 'GET',
  path: '/pathway',
  tag: TAG,
  summary: 'Ordered next steps',
  description:
    'Each step names a skill, why it comes now (its estimate and uncertainty, its prerequisites: the earlier chapters of its module, and how often the bank says it is examined) and the GET /v1/questions filters that practise it.',
  auth: ['progress:read'],
  responses: [
    {
      status: 200,
      description: 'The pathway.',
      schema: Type.Object(
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
      ),
    },
  ],
  errors: [],
};

export const readSkillProfile: ApiOperation = {
  operationId: 'readSkillProfile',
  method: 'GET',
  path: '/skill-profile',
  tag: TAG,
  summary: 'Skill estimates from validated evidence',
  description:
    'Only validated evidence counts: decided allocations of completed results, imported decisions and reviewed decisions. Uncertain allocations are counted as unresolved, never scored. No operation writes a score.',
  auth: ['progress:read'],
  responses: [
    {
      status: 200,
      description: 'The profile.',
      schema: Type.Object(
        {
          skills: Type.Array(SkillEstimateSchema),
          totals: Type.Object({ scored: Type.Integer(), unresolved: Type.Integer(), provisional: Type.Integer() }),
        },
        { $id: 'SkillProfile' },
      ),
    },
  ],
  errors: [],
};

export const readSkillRecords: ApiOperation = {
  operationId: 'readSkillRecords',
  method: 'GET',
  path: '/skill-profile/records',
  tag: TAG,
  summary: 'Evidence records, one per one-mark allocation',
  description: `Cursor pages in the order evidence first arrived (after, limit ${DEFAULT_RECORDS_PAGE} up to ${MAX_RECORDS_PAGE}, attemptId): no gaps or repeats while evidence keeps arriving; a record changed by a review keeps its place. The parameters are strings; a bad one is 422 naming it.`,
  auth: ['progress:read'],
  query: RecordsQuerySchema,
  responses: [{ status: 200, description: 'A page of records.', schema: Page('records', EvidenceRecordSchema, 'EvidenceRecordPage') }],
  errors: [...RECORD_QUERY_ERRORS],
};

export const readSkillHistory: ApiOperation = {
  operationId: 'readSkillHistory',
  method: 'GET',
  path: '/skill-profile/history',
  tag: TAG,
  summary: 'Every change of evidence, oldest first',
  description: 'Append-only: each record as it arrived and each review that changed it, in cursor pages like the records.',
  auth: ['progress:read'],
  query: RecordsQuerySchema,
  responses: [{ status: 200, description: 'A page of changes.', schema: Page('changes', EvidenceRecordSchema, 'EvidenceHistoryPage') }],
  errors: [...RECORD_QUERY_ERRORS],
};

export const readSkillInsights: ApiOperation = {
  operationId: 'readSkillInsights',
  method: 'GET',
  path: '/skill-profile/insights',
  tag: TAG,
  summary: 'Strengths, weaknesses and unresolved criteria of one session',
  auth: ['progress:read'],
  query: SessionQuerySchema,
  responses: [
    {
      status: 200,
      description: 'The insights.',
      schema: Type.Object(
        {
          sessionId: Type.String({ format: 'uuid' }),
          strengths: Type.Array(SkillEstimateSchema, {
            description: 'Skills with at least 2 scored marks in the session and 75 % or more earned.',
          }),
          weaknesses: Type.Array(SkillEstimateSchema, {
            description: 'Skills with at least 2 scored marks in the session and under 50 % earned.',
          }),
          unresolved: Type.Array(EvidenceRecordSchema),
        },
        { $id: 'SessionInsights' },
      ),
    },
  ],
  errors: ['validation_failed', 'not_found'],
};

export const readQuestionMappings: ApiOperation = {
  operationId: 'readQuestionMappings',
  method: 'GET',
  path: '/skill-profile/mappings',
  tag: TAG,
  summary: 'The question mappings of a session',
  description: `${MAPPINGS_PAGE} at a time from offset (0 to 100000).`,
  auth: ['progress:read'],
  query: MappingsQuerySchema,
  responses: [
    {
      status: 200,
      description: 'The mappings.',
      schema: Type.Object(
        { mappings: Type.Array(QuestionMappingSchema), nextOffset: Type.Union([Type.Integer(), Type.Null()]) },
        { $id: 'QuestionMappings' },
      ),
    },
  ],
  errors: ['validation_failed', 'not_found'],
};

export const correctQuestionMapping: ApiOperation = {
  operationId: 'correctQuestionMapping',
  method: 'POST',
  path: '/skill-profile/mappings',
  tag: TAG,
  summary: 'Correct which skills a question practises',
  description:
    'Needs the mapping’s current revision (stale: 409 stale_revision) and skills of the bank (else 422 naming each). Changes the mapping only; scores are recomputed from the evidence.',
  auth: ['mapping:write'],
  body: { schema: QuestionMappingBodySchema, contentType: 'application/json' },
  responses: [
    {
      status: 200,
      description: 'The mapping at its new revision.',
      schema: Type.Object({ mapping: QuestionMappingSchema }, { $id: 'QuestionMappingResponse' }),
    },
  ],
  errors: ['validation_failed', 'not_found', 'stale_revision', 'malformed_json', 'unsupported_media_type', 'payload_too_large'],
};

export const readCriterionMappings: ApiOperation = {
  operationId: 'readCriterionMappings',
  method: 'GET',
  path: '/skill-profile/criteria',
  tag: TAG,
  summary: 'The criterion mappings of a question, with their permitted targets',
  auth: ['progress:read'],
  query: QuestionQuerySchema,
  responses: [{ status: 200, description: 'The mappings.', schema: CriterionMappingsSchema }],
  errors: ['validation_failed', 'not_found'],
};

export const correctCriterionMappings: ApiOperation = {
  operationId: 'correctCriterionMappings',
  method: 'POST',
  path: '/skill-profile/criteria',
  tag: TAG,
  summary: 'Correct which skill each criterion assesses',
  description:
    'Needs the current revision and rubric version (stale: 409 stale_revision), criteria of the question and permitted targets (else 422 naming each). Changes mappings only; scores are recomputed.',
  auth: ['mapping:write'],
  body: { schema: CriterionMappingBodySchema, contentType: 'application/json' },
  responses: [{ status: 200, description: 'The mappings at their new revision.', schema: CriterionMappingsSchema }],
  errors: ['validation_failed', 'not_found', 'stale_revision', 'malformed_json', 'unsupported_media_type', 'payload_too_large'],
};

export const PROGRESS_OPERATIONS: readonly ApiOperation[] = [
  readPathway,
  readSkillProfile,
  readSkillRecords,
  readSkillHistory,
  readSkillInsights,
  readQuestionMappings,
  correctQuestionMapping,
  readCriterionMappings,
  correctCriterionMappings,
];
