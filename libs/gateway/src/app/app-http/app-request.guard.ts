import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { ServiceError } from '@pp/contracts';
import { appOptionsIn, GATEWAY_OPTIONS, type GatewayOptions } from '../../gateway-options.js';
import type { AppOptions } from '../app-options.js';
import { AppSessionsService, type SessionAccount } from '../app-sessions/app-sessions.service.js';
import { APP_ACCESS_METADATA, type AppAccess, type AppRequest } from './app-access.js';
import { csrfTokenMatches, isCrossSite, isSafeMethod } from './csrf-checks.js';
import { clearedCookieOptions, sessionCookieName } from './session-cookie.js';

/**
 * The app API's gate, in this order: never a key (401 api_key_not_accepted: the app and `/v1` keep
 * their credentials apart); no change requested from another site (403 cross_site_request); a live
 * session from the cookie (401 not_signed_in, and an ended session's cookie is removed); the
 * session's CSRF token on every change (403 csrf_token_invalid); and on routes that reach the
 * services, what a key of the account would need.
 */
@Injectable()
export class AppRequestGuard implements CanActivate {
  private readonly app: AppOptions;
  private readonly appOrigin: string;

  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: AppSessionsService,
    @Inject(GATEWAY_OPTIONS) options: GatewayOptions,
  ) {
    this.app = appOptionsIn(options);
    this.appOrigin = new URL(this.app.baseUrl).origin;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.reflector.getAllAndOverride<AppAccess>(APP_ACCESS_METADATA, [context.getHandler(), context.getClass()]);
    const request = context.switchToHttp().getRequest<AppRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    if (request.headers.authorization !== undefined) throw new ServiceError('api_key_not_accepted');
    const changes = !isSafeMethod(request.method);
    if (changes && isCrossSite(request.headers as Record<string, string>, this.appOrigin)) throw new ServiceError('cross_site_request');
    if (access === 'public') return true;

    const cookieName = sessionCookieName(this.app.secureCookies);
    const found = await this.sessions.find(request.cookies[cookieName]);
    if (found.kind !== 'active') {
      if (found.kind === 'ended') void reply.clearCookie(cookieName, clearedCookieOptions(this.app.secureCookies));
      throw new ServiceError('not_signed_in', found.kind === 'ended' ? 'The session has ended: sign in again.' : undefined);
    }
    if (changes && !csrfTokenMatches(request.headers['x-csrf-token'], found.session.csrfToken))
      throw new ServiceError('csrf_token_invalid');
    if (access === 'data') refuseWhatAKeyWouldBeRefused(found.session.account);
    request.appSession = found.session;
    return true;
  }
}

/** The account checks of a key (spec: 401 unverified, 402 plan, 403 restricted), for routes that reach the services. */
function refuseWhatAKeyWouldBeRefused(account: SessionAccount): void {
  if (!account.emailVerified)
    throw new ServiceError('account_unverified', 'Confirm your email address first: the link is in the message we sent.');
  if (account.plan === 'none') throw new ServiceError('plan_required');
  if (account.restricted) throw new ServiceError('account_restricted');
}
