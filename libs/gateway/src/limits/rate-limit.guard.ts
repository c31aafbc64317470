import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { isWriteOperation, ServiceError } from '@pp/contracts';
import { type AuthenticatedRequest, boundOperation } from '../auth/operation.decorator.js';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../gateway-options.js';
import { RateLimiter } from './rate-limiter.service.js';
import { rateLimitHeaders } from './rate-limit-rules.js';

/**
 * Runs after authentication and before the scope check, so a request denied by a scope or by
 * validation has already consumed its admission, as the spec says; the same holds for a separate
 * limit's count. A rate-limited request is answered 429 with Retry-After and consumes nothing.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
    @Inject(GATEWAY_OPTIONS) private readonly options: GatewayOptions,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const operation = boundOperation(this.reflector, context);
    if (!operation || operation.auth === 'public' || !this.options.rateLimits) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const principal = request.user!;
    const admission = await this.limiter.admit({
      keyId: principal.keyId,
      accountId: principal.account.id,
      operationId: operation.operationId,
      isWrite: isWriteOperation(operation),
    });
    void context.switchToHttp().getResponse<FastifyReply>().headers(rateLimitHeaders(admission.allowances));
    if (admission.refusal) {
      throw new ServiceError('rate_limited', admission.refusal.message, { retryAfter: admission.refusal.retryAfter });
    }
    return true;
  }
}
