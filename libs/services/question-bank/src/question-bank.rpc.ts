import { Injectable } from '@nestjs/common';
import { QUESTION_BANK_RPC, rpcSubject, type RpcRequest } from '@pp/contracts';
import { RpcHandler } from '@pp/platform';
import { QuestionBankService } from './question-bank.service.js';

const subject = (operation: string) => rpcSubject('question-bank', operation);

/** The question bank's RPC surface: the gateway's four operations and two for other services. */
@Injectable()
export class QuestionBankRpc {
  constructor(private readonly questions: QuestionBankService) {}

  @RpcHandler(subject(QUESTION_BANK_RPC.facets))
  facets() {
    return this.questions.facets();
  }

  @RpcHandler(subject(QUESTION_BANK_RPC.search))
  search(request: RpcRequest) {
    return this.questions.search(request.auth.ownerId, request.input);
  }

  @RpcHandler(subject(QUESTION_BANK_RPC.readQuestion))
  readQuestion(request: RpcRequest) {
    return this.questions.readQuestion(request.input);
  }

  @RpcHandler(subject(QUESTION_BANK_RPC.asset))
  asset(request: RpcRequest) {
    return this.questions.assetLocation(request.input);
  }

  @RpcHandler(subject(QUESTION_BANK_RPC.checkPins))
  checkPins(request: RpcRequest) {
    return this.questions.checkPins(request.input);
  }

  @RpcHandler(subject(QUESTION_BANK_RPC.getRevisions))
  getRevisions(request: RpcRequest) {
    return this.questions.getRevisions(request.input);
  }
}
