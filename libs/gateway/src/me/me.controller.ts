import { Controller, Get } from '@nestjs/common';
import { getIdentity } from '@pp/contracts';
import { CurrentPrincipal, Operation } from '../auth/operation.decorator.js';
import type { Principal } from '../identity/api-keys.service.js';

@Controller()
export class MeController {
  @Get('me')
  @Operation(getIdentity)
  me(@CurrentPrincipal() principal: Principal) {
    return { user: { id: principal.account.id, name: principal.account.name }, key: { id: principal.keyId, scopes: principal.scopes } };
  }
}
