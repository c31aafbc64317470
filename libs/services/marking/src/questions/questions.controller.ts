import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type AuthContext,
  MARKING_RPC,
  type RequestQuestionInput,
  RequestQuestionInputSchema,
  type ReviewDecisionInput,
  ReviewDecisionInputSchema,
  rpcSubject,
  type SessionIdParams,
  SessionIdParamsSchema,
  type SessionQuestionParams,
  SessionQuestionParamsSchema,
} from '@pp/contracts';
import { SchemaPipe } from '@pp/platform';
import { QuestionsService } from './questions.service.js';

const subject = (operation: string) => rpcSubject('marking', operation);

/** The marking service's question operations: request, read, start, cancel and review. */
@Controller()
export class QuestionsController {
  constructor(private readonly questions: QuestionsService) {}

  @MessagePattern(subject(MARKING_RPC.requestQuestion))
  request(
    @Payload('auth') auth: AuthContext,
    @Payload('input', new SchemaPipe(RequestQuestionInputSchema, 'input')) input: RequestQuestionInput,
    @Payload('idempotencyKey') idempotencyKey: string,
  ) {
    return this.questions.requestQuestion(auth, input, idempotencyKey);
  }

  @MessagePattern(subject(MARKING_RPC.readQuestion))
  read(
    @Payload('auth') auth: AuthContext,
    @Payload('input', new SchemaPipe(SessionQuestionParamsSchema, 'params')) params: SessionQuestionParams,
  ) {
    return this.questions.readQuestion(auth, params);
  }

  @MessagePattern(subject(MARKING_RPC.start))
  start(
    @Payload('auth') auth: AuthContext,
    @Payload('input', new SchemaPipe(SessionIdParamsSchema, 'params')) params: SessionIdParams,
    @Payload('idempotencyKey') idempotencyKey: string,
  ) {
    return this.questions.start(auth, params, idempotencyKey);
  }

  @MessagePattern(subject(MARKING_RPC.cancelQuestion))
  cancel(
    @Payload('auth') auth: AuthContext,
    @Payload('input', new SchemaPipe(SessionQuestionParamsSchema, 'params')) params: SessionQuestionParams,
  ) {
    return this.questions.cancel(auth, params);
  }

  @MessagePattern(subject(MARKING_RPC.reviewDecision))
  review(
    @Payload('auth') auth: AuthContext,
    @Payload('input', new SchemaPipe(ReviewDecisionInputSchema, 'input')) input: ReviewDecisionInput,
  ) {
    return this.questions.review(auth, input);
  }
}
