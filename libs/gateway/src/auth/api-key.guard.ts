import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ServiceError } from '@pp/contracts';
import { hasCredentialInQuery } from './api-key-token.js';
import { API_KEY_STRATEGY } from './bearer-key.strategy.js';
import { type AuthenticatedRequest, boundOperation } from './operation.decorator.js';

/**
 * Authenticates every operation except the public documents. A key in the query string is
 * refused before anything else, even on public routes: it would end up in logs and histories.
 */
@Injectable()
export class ApiKeyGuard extends AuthGuard(API_KEY_STRATEGY) {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (hasCredentialInQuery(request.query)) throw new ServiceError('key_in_query_string');
    const operation = boundOperation(this.reflector, context);
    if (!operation || operation.auth === 'public') return true;
    request.operationId = operation.operationId;
    return (await super.canActivate(context)) as boolean;
  }

  override handleRequest<T>(error: unknown, principal: T): T {
    if (error) throw error;
    if (!principal) throw new ServiceError('invalid_api_key');
    return principal;
  }
}
