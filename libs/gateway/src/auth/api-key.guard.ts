import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ServiceError } from '@pp/contracts';
import { ApiKeysService } from '../identity/api-keys.service.js';
import { hasCredentialInQuery } from './api-key-token.js';
import { bearerTokenOf } from './bearer-token.js';
import { type AuthenticatedRequest, boundOperation } from './operation.decorator.js';

/**
 * Authenticates every operation except the public documents. A key in the query string is
 * refused before anything else, even on public routes: it would end up in logs and histories.
 * The key check is called directly: one header, one strategy, and every request pays for it, so
 * passport's per-request machinery bought nothing.
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly keys: ApiKeysService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (hasCredentialInQuery(request.query)) throw new ServiceError('key_in_query_string');
    const operation = boundOperation(this.reflector, context);
    if (!operation || operation.auth === 'public') return true;
    request.operationId = operation.operationId;
    request.user = await this.keys.authenticate(bearerTokenOf(request.headers.authorization));
    return true;
  }
}
