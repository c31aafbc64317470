import type { ApiOperation } from '../api/api-operation.js';
import {
  CriterionMappingBodySchema,
  CriterionMappingsSchema,
  DEFAULT_RECORDS_PAGE,
  EvidenceHistoryPageSchema,
  EvidenceRecordPageSchema,
  MAPPINGS_PAGE,
  MappingsQuerySchema,
  MAX_RECORDS_PAGE,
  PathwaySchema,
  QuestionMappingBodySchema,
  QuestionMappingResponseSchema,
  QuestionMappingsSchema,
  QuestionQuerySchema,
  RecordsQuerySchema,
  SessionInsightsSchema,
  SessionQuerySchema,
  SkillProfileSchema,
} from './progress.schemas.js';

const TAG = 'Pathway and skill profile';
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
      schema: PathwaySchema,
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
      schema: SkillProfileSchema,
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
  responses: [{ status: 200, description: 'A page of records.', schema: EvidenceRecordPageSchema }],
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
  responses: [{ status: 200, description: 'A page of changes.', schema: EvidenceHistoryPageSchema }],
  errors: [...RECORD_QUERY_ERRORS],
};

export const readSkillInsights: ApiOperation = {
  operationId: 'readSkillInsights',
  method: 'GET',
  path: '/skill-profile/insights',
  tag: TAG,
  summary: 'Strengths, weaknesses and unresolved criteria of one session',
  description:
    "What one marking or import session (`sessionId`) says of the learner's skills: the skills it showed as strengths and as weaknesses, and the criteria still awaiting review. Another owner's or an unknown session is 404.",
  auth: ['progress:read'],
  query: SessionQuerySchema,
  responses: [
    {
      status: 200,
      description: 'The insights.',
      schema: SessionInsightsSchema,
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
      schema: QuestionMappingsSchema,
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
      schema: QuestionMappingResponseSchema,
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
  description:
    "Which skill each criterion of one marking question (`questionId`) is counted against, at the current mapping revision and rubric version that correctCriterionMappings needs, and the skills each may be moved to. Another owner's or an unknown question is 404.",
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
