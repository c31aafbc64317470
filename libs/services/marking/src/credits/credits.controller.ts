import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type AuthContext, MARKING_RPC, rpcSubject } from '@pp/contracts';
import { CreditLedgerRepository } from './credit-ledger.repository.js';

/** The caller's marking credits. */
@Controller()
export class CreditsController {
  constructor(private readonly credits: CreditLedgerRepository) {}

  @MessagePattern(rpcSubject('marking', MARKING_RPC.readCredits))
  async read(@Payload('auth') auth: AuthContext) {
    return { credits: await this.credits.balance(auth.ownerId, auth.plan ?? 'none', new Date()) };
  }
}
