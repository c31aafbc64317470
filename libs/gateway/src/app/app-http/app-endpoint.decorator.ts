import { applyDecorators, createParamDecorator, type ExecutionContext, SetMetadata, UseGuards } from '@nestjs/common';
import { type AuthContext, SCOPES, APP_SESSION_KEY_ID } from '@pp/contracts';
import { AppApiRoute } from '../../auth/operation.decorator.js';
import type { ActiveSession } from '../app-sessions/app-sessions.service.js';
import { APP_ACCESS_METADATA, type AppAccess, type AppRequest } from './app-access.js';
import { AppRequestGuard } from './app-request.guard.js';

/** Binds a route to the app API: outside `/v1`'s key guards, behind the app's own (decision 0034). */
export const AppEndpoint = (access: AppAccess) =>
  applyDecorators(AppApiRoute(), SetMetadata(APP_ACCESS_METADATA, access), UseGuards(AppRequestGuard));

/** The signed-in caller's session. */
export const SignedIn = createParamDecorator((_data: unknown, context: ExecutionContext): ActiveSession => {
  const session = context.switchToHttp().getRequest<AppRequest>().appSession;
  if (!session) throw new Error('route has no app session');
  return session;
});

/**
 * The caller's context for the services, as a key's would be: the account owns what it reaches,
 * with every scope (the account's own owner is signed in) and `keyId` saying the app made the call,
 * which is what a review record keeps.
 */
export const AppAuth = createParamDecorator((_data: unknown, context: ExecutionContext): AuthContext => {
  const request = context.switchToHttp().getRequest<AppRequest>();
  if (!request.appSession) throw new Error('route has no app session');
  const { account } = request.appSession;
  return { ownerId: account.id, keyId: APP_SESSION_KEY_ID, scopes: [...SCOPES], requestId: request.id, plan: account.plan };
});
