import { defineRpc, NoInputSchema } from '../rpc/define-rpc.js';
import {
  CriterionMappingBodySchema,
  CriterionMappingsSchema,
  EvidenceHistoryPageSchema,
  EvidenceRecordPageSchema,
  MappingsQuerySchema,
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

/** The progress service's operations. */
export const PROGRESS_RPC = {
  pathway: defineRpc('progress', 'pathway', { input: NoInputSchema, output: PathwaySchema }),
  profile: defineRpc('progress', 'profile', { input: NoInputSchema, output: SkillProfileSchema }),
  records: defineRpc('progress', 'records', { input: RecordsQuerySchema, inputPart: 'query', output: EvidenceRecordPageSchema }),
  history: defineRpc('progress', 'history', { input: RecordsQuerySchema, inputPart: 'query', output: EvidenceHistoryPageSchema }),
  insights: defineRpc('progress', 'insights', { input: SessionQuerySchema, inputPart: 'query', output: SessionInsightsSchema }),
  mappings: defineRpc('progress', 'mappings', { input: MappingsQuerySchema, inputPart: 'query', output: QuestionMappingsSchema }),
  correctMapping: defineRpc('progress', 'correct-mapping', {
    input: QuestionMappingBodySchema,
    inputPart: 'body',
    output: QuestionMappingResponseSchema,
  }),
  criteria: defineRpc('progress', 'criteria', { input: QuestionQuerySchema, inputPart: 'query', output: CriterionMappingsSchema }),
  correctCriteria: defineRpc('progress', 'correct-criteria', {
    input: CriterionMappingBodySchema,
    inputPart: 'body',
    output: CriterionMappingsSchema,
  }),
} as const;
