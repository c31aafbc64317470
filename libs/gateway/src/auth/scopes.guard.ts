import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type Scope, ServiceError } from '@pp/contracts';
import { type AuthenticatedRequest, boundOperation } from './operation.decorator.js';

/** The scopes an operation needs that a key lacks. */
export function missingScopes(required: readonly Scope[], held: readonly Scope[]): Scope[] {
  return required.filter((scope) => !held.includes(scope));
}

/** 403 `insufficient_scope` when the key lacks any scope the operation needs: `requiredScopes` lists all of them, the message the missing ones. */
@Injectable()
export class ScopesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const operation = boundOperation(this.reflector, context);
    if (!operation || operation.auth === 'public') return true;
    const principal = context.switchToHttp().getRequest<AuthenticatedRequest>().user!;
    const missing = missingScopes(operation.auth, principal.scopes);
    if (missing.length > 0) {
      throw new ServiceError(
        'insufficient_scope',
        `This operation needs the scopes ${operation.auth.join(', ')}; the key lacks ${missing.join(', ')}.`,
        { requiredScopes: [...operation.auth] },
      );
    }
    return true;
  }
}
