import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  type AuthContext,
  cancelMarkingQuestion,
  MARKING_RPC,
  type MarkingQuestionResponse,
  readMarkingQuestion,
  type RequestQuestionBody,
  requestMarkingQuestion,
  type ReviewDecisionBody,
  reviewMarkingDecision,
  type SessionIdParams,
  type SessionQuestionParams,
} from '@pp/contracts';
import { ServiceClient } from '@pp/platform';
import { Auth, Operation } from '../auth/operation.decorator.js';
import { IdempotencyKey } from '../http/idempotency-key.decorator.js';
import { ValidBody, ValidParams } from '../http/validated.decorators.js';

/** A session's marking questions: request, read, cancel and review (every rule is in the marking service). */
@Controller('marking/sessions/:id/questions')
export class MarkingQuestionsController {
  constructor(private readonly service: ServiceClient) {}

  @Post()
  @Operation(requestMarkingQuestion)
  request(
    @Auth() auth: AuthContext,
    @ValidParams(requestMarkingQuestion) { id }: SessionIdParams,
    @ValidBody(requestMarkingQuestion) question: RequestQuestionBody,
    @IdempotencyKey() key: string,
  ): Promise<MarkingQuestionResponse> {
    return this.service.call(MARKING_RPC.requestQuestion, auth, { id, question }, key);
  }

  @Get(':questionId')
  @Operation(readMarkingQuestion)
  read(@Auth() auth: AuthContext, @ValidParams(readMarkingQuestion) params: SessionQuestionParams): Promise<MarkingQuestionResponse> {
    return this.service.call(MARKING_RPC.readQuestion, auth, params);
  }

  @Post(':questionId/cancel')
  @HttpCode(200)
  @Operation(cancelMarkingQuestion)
  cancel(@Auth() auth: AuthContext, @ValidParams(cancelMarkingQuestion) params: SessionQuestionParams): Promise<MarkingQuestionResponse> {
    return this.service.call(MARKING_RPC.cancelQuestion, auth, params);
  }

  @Post(':questionId/reviews')
  @HttpCode(200)
  @Operation(reviewMarkingDecision)
  review(
    @Auth() auth: AuthContext,
    @ValidParams(reviewMarkingDecision) params: SessionQuestionParams,
    @ValidBody(reviewMarkingDecision) review: ReviewDecisionBody,
  ): Promise<MarkingQuestionResponse> {
    return this.service.call(MARKING_RPC.reviewDecision, auth, { ...params, review });
  }
}
