import { Controller } from '@nestjs/common';
import { type AuthContext, MARKING_RPC } from '@pp/contracts';
import { RpcHandler } from '@pp/platform';
import { CreditLedgerRepository } from './credit-ledger.repository.js';

/** The caller's marking credits. */
@Controller()
export class CreditsController {
  constructor(private readonly credits: CreditLedgerRepository) {}

  @RpcHandler(MARKING_RPC.readCredits)
  async read(auth: AuthContext, _input: Record<string, never>) {
    return { credits: await this.credits.balance(auth.ownerId, auth.plan ?? 'none', new Date()) };
  }
}
