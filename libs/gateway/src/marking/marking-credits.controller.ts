import { Controller, Get } from '@nestjs/common';
import { type AuthContext, type CreditBalanceResponse, MARKING_RPC, readMarkingCredits } from '@pp/contracts';
import { ServiceClient } from '@pp/platform';
import { Auth, Operation } from '../auth/operation.decorator.js';

/** The account's marking credits, as the marking service's ledger has them. */
@Controller('marking/credits')
export class MarkingCreditsController {
  constructor(private readonly service: ServiceClient) {}

  @Get()
  @Operation(readMarkingCredits)
  read(@Auth() auth: AuthContext): Promise<CreditBalanceResponse> {
    return this.service.call(MARKING_RPC.readCredits, auth, {});
  }
}
