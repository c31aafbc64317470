import { Controller } from '@nestjs/common';
import {
  type AuthContext,
  type CheckPinsInput,
  type GetRevisionsInput,
  QUESTION_BANK_RPC,
  type ReadQuestionAssetParams,
  type ReadQuestionParams,
  type SearchQuestionsQuery,
} from '@pp/contracts';
import { RpcHandler } from '@pp/platform';
import { QuestionsService } from './questions.service.js';

/**
 * The question bank's RPC surface: the gateway's four operations and two for other services. Inputs
 * are checked again here, against the same contract schemas: other services call without the gateway.
 */
@Controller()
export class QuestionsController {
  constructor(private readonly questions: QuestionsService) {}

  @RpcHandler(QUESTION_BANK_RPC.facets)
  facets() {
    return this.questions.facets();
  }

  @RpcHandler(QUESTION_BANK_RPC.search)
  search(auth: AuthContext, query: SearchQuestionsQuery) {
    return this.questions.search(auth.ownerId, query);
  }

  @RpcHandler(QUESTION_BANK_RPC.readQuestion)
  readQuestion(_auth: AuthContext, params: ReadQuestionParams) {
    return this.questions.readQuestion(params);
  }

  @RpcHandler(QUESTION_BANK_RPC.asset)
  asset(_auth: AuthContext, params: ReadQuestionAssetParams) {
    return this.questions.assetLocation(params);
  }

  @RpcHandler(QUESTION_BANK_RPC.checkPins)
  checkPins(_auth: AuthContext, input: CheckPinsInput) {
    return this.questions.checkPins(input);
  }

  @RpcHandler(QUESTION_BANK_RPC.getRevisions)
  getRevisions(_auth: AuthContext, input: GetRevisionsInput) {
    return this.questions.getRevisions(input);
  }
}
