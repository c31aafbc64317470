import { Controller } from '@nestjs/common';
import {
  type AuthContext,
  MARKING_RPC,
  type RequestQuestionInput,
  type ReviewDecisionInput,
  type SessionIdParams,
  type SessionQuestionParams,
} from '@pp/contracts';
import { RpcHandler } from '@pp/platform';
import { QuestionsService } from './questions.service.js';

/** The marking service's question operations: request, read, start, cancel and review. */
@Controller()
export class QuestionsController {
  constructor(private readonly questions: QuestionsService) {}

  @RpcHandler(MARKING_RPC.requestQuestion)
  request(auth: AuthContext, input: RequestQuestionInput, idempotencyKey: string) {
    return this.questions.requestQuestion(auth, input, idempotencyKey);
  }

  @RpcHandler(MARKING_RPC.readQuestion)
  read(auth: AuthContext, params: SessionQuestionParams) {
    return this.questions.readQuestion(auth, params);
  }

  @RpcHandler(MARKING_RPC.start)
  start(auth: AuthContext, params: SessionIdParams, idempotencyKey: string) {
    return this.questions.start(auth, params, idempotencyKey);
  }

  @RpcHandler(MARKING_RPC.cancelQuestion)
  cancel(auth: AuthContext, params: SessionQuestionParams) {
    return this.questions.cancel(auth, params);
  }

  @RpcHandler(MARKING_RPC.reviewDecision)
  review(auth: AuthContext, input: ReviewDecisionInput) {
    return this.questions.review(auth, input);
  }
}
