import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type AuthContext,
  type CheckPinsInput,
  CheckPinsInputSchema,
  type GetRevisionsInput,
  GetRevisionsInputSchema,
  QUESTION_BANK_RPC,
  type ReadQuestionAssetParams,
  ReadQuestionAssetParamsSchema,
  type ReadQuestionParams,
  ReadQuestionParamsSchema,
  rpcSubject,
  type SearchQuestionsQuery,
  SearchQuestionsQuerySchema,
} from '@pp/contracts';
import { SchemaPipe } from '@pp/platform';
import { QuestionsService } from './questions.service.js';

const subject = (operation: string) => rpcSubject('question-bank', operation);

/**
 * The question bank's RPC surface: the gateway's four operations and two for other services. Inputs
 * are checked again here, against the same contract schemas: other services call without the gateway.
 */
@Controller()
export class QuestionsController {
  constructor(private readonly questions: QuestionsService) {}

  @MessagePattern(subject(QUESTION_BANK_RPC.facets))
  facets() {
    return this.questions.facets();
  }

  @MessagePattern(subject(QUESTION_BANK_RPC.search))
  search(
    @Payload('auth') auth: AuthContext,
    @Payload('input', new SchemaPipe(SearchQuestionsQuerySchema, 'query')) query: SearchQuestionsQuery,
  ) {
    return this.questions.search(auth.ownerId, query);
  }

  @MessagePattern(subject(QUESTION_BANK_RPC.readQuestion))
  readQuestion(@Payload('input', new SchemaPipe(ReadQuestionParamsSchema, 'params')) params: ReadQuestionParams) {
    return this.questions.readQuestion(params);
  }

  @MessagePattern(subject(QUESTION_BANK_RPC.asset))
  asset(@Payload('input', new SchemaPipe(ReadQuestionAssetParamsSchema, 'params')) params: ReadQuestionAssetParams) {
    return this.questions.assetLocation(params);
  }

  @MessagePattern(subject(QUESTION_BANK_RPC.checkPins))
  checkPins(@Payload('input', new SchemaPipe(CheckPinsInputSchema, 'input')) input: CheckPinsInput) {
    return this.questions.checkPins(input);
  }

  @MessagePattern(subject(QUESTION_BANK_RPC.getRevisions))
  getRevisions(@Payload('input', new SchemaPipe(GetRevisionsInputSchema, 'input')) input: GetRevisionsInput) {
    return this.questions.getRevisions(input);
  }
}
