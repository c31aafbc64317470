import { Controller } from '@nestjs/common';
import {
  type AuthContext,
  type CriterionMappingBody,
  type MappingsQuery,
  PROGRESS_RPC,
  type QuestionMappingBody,
  type QuestionQuery,
} from '@pp/contracts';
import { RpcHandler } from '@pp/platform';
import { MappingsService } from './mappings.service.js';

/** Which skills a question's marks and an import's criteria count towards, and their corrections. */
@Controller()
export class MappingsController {
  constructor(private readonly mappings: MappingsService) {}

  @RpcHandler(PROGRESS_RPC.mappings)
  questionMappings(auth: AuthContext, query: MappingsQuery) {
    return this.mappings.questionMappings(auth, query);
  }

  @RpcHandler(PROGRESS_RPC.correctMapping)
  correctMapping(auth: AuthContext, body: QuestionMappingBody) {
    return this.mappings.correctQuestionMapping(auth, body);
  }

  @RpcHandler(PROGRESS_RPC.criteria)
  criteria(auth: AuthContext, query: QuestionQuery) {
    return this.mappings.criterionMappings(auth, query);
  }

  @RpcHandler(PROGRESS_RPC.correctCriteria)
  correctCriteria(auth: AuthContext, body: CriterionMappingBody) {
    return this.mappings.correctCriterionMappings(auth, body);
  }
}
