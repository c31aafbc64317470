import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type AuthContext,
  type CriterionMappingBody,
  CriterionMappingBodySchema,
  type MappingsQuery,
  MappingsQuerySchema,
  PROGRESS_RPC,
  type QuestionMappingBody,
  QuestionMappingBodySchema,
  type QuestionQuery,
  QuestionQuerySchema,
  rpcSubject,
} from '@pp/contracts';
import { SchemaPipe } from '@pp/platform';
import { MappingsService } from './mappings.service.js';

const subject = (operation: string) => rpcSubject('progress', operation);

/** Which skills a question's marks and an import's criteria count towards, and their corrections. */
@Controller()
export class MappingsController {
  constructor(private readonly mappings: MappingsService) {}

  @MessagePattern(subject(PROGRESS_RPC.mappings))
  questionMappings(
    @Payload('auth') auth: AuthContext,
    @Payload('input', new SchemaPipe(MappingsQuerySchema, 'query')) query: MappingsQuery,
  ) {
    return this.mappings.questionMappings(auth, query);
  }

  @MessagePattern(subject(PROGRESS_RPC.correctMapping))
  correctMapping(
    @Payload('auth') auth: AuthContext,
    @Payload('input', new SchemaPipe(QuestionMappingBodySchema, 'body')) body: QuestionMappingBody,
  ) {
    return this.mappings.correctQuestionMapping(auth, body);
  }

  @MessagePattern(subject(PROGRESS_RPC.criteria))
  criteria(@Payload('auth') auth: AuthContext, @Payload('input', new SchemaPipe(QuestionQuerySchema, 'query')) query: QuestionQuery) {
    return this.mappings.criterionMappings(auth, query);
  }

  @MessagePattern(subject(PROGRESS_RPC.correctCriteria))
  correctCriteria(
    @Payload('auth') auth: AuthContext,
    @Payload('input', new SchemaPipe(CriterionMappingBodySchema, 'body')) body: CriterionMappingBody,
  ) {
    return this.mappings.correctCriterionMappings(auth, body);
  }
}
