import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import {
  type AppPasskey,
  type AppPasskeyIdParams,
  AppPasskeyIdParamsSchema,
  type AppPasskeyList,
  type AppSession,
  type PasskeyRegistrationBody,
  PasskeyRegistrationBodySchema,
  type PasskeySignInBody,
  PasskeySignInBodySchema,
} from '@pp/contracts';
import { SchemaPipe } from '@pp/platform';
import { appOptionsIn, GATEWAY_OPTIONS, type GatewayOptions } from '../../gateway-options.js';
import type { AppRequest } from '../app-http/app-access.js';
import { AppAdmission } from '../app-http/app-admission.service.js';
import { AppEndpoint, SignedIn } from '../app-http/app-endpoint.decorator.js';
import { sessionCookieName, sessionCookieOptions } from '../app-http/session-cookie.js';
import type { AppOptions } from '../app-options.js';
import type { ActiveSession } from '../app-sessions/app-sessions.service.js';
import { AppPasskeysService } from './app-passkeys.service.js';
import { CHALLENGE_LIFETIME_MS, ceremonyCookieName, MAX_PASSKEYS } from './passkey-rules.js';

const originOf = (request: AppRequest): string | undefined =>
  typeof request.headers.origin === 'string' ? request.headers.origin : undefined;

/** Passkeys (decision 0037): the account's list, registration and removal; the sign-in with one. */
@Controller('app/api/passkeys')
export class AppPasskeysController {
  private readonly app: AppOptions;
  private readonly cookieName: string;
  private readonly ceremonyCookie: string;

  constructor(
    private readonly passkeys: AppPasskeysService,
    private readonly admission: AppAdmission,
    @Inject(GATEWAY_OPTIONS) options: GatewayOptions,
  ) {
    this.app = appOptionsIn(options);
    this.cookieName = sessionCookieName(this.app.secureCookies);
    this.ceremonyCookie = ceremonyCookieName(this.app.secureCookies);
  }

  @Get()
  @AppEndpoint('session')
  async list(@SignedIn() session: ActiveSession): Promise<AppPasskeyList> {
    return { passkeys: await this.passkeys.list(session.account.id), maxPasskeys: MAX_PASSKEYS };
  }

  /** The options for `startRegistration`; the challenge is kept with this session for a few minutes. */
  @Post('registration-options')
  @HttpCode(200)
  @AppEndpoint('session')
  registrationOptions(@SignedIn() session: ActiveSession, @Req() request: AppRequest) {
    return this.passkeys.registrationOptions(session, originOf(request));
  }

  /** 201 with the new passkey; 400 bad_request when the answer does not verify against this session's challenge. */
  @Post()
  @HttpCode(201)
  @AppEndpoint('session')
  register(
    @SignedIn() session: ActiveSession,
    @Body(new SchemaPipe(PasskeyRegistrationBodySchema, 'body')) body: PasskeyRegistrationBody,
  ): Promise<AppPasskey> {
    return this.passkeys.register(session, body.credential as unknown as RegistrationResponseJSON, body.name);
  }

  @Post(':id/remove')
  @HttpCode(204)
  @AppEndpoint('session')
  async remove(
    @SignedIn() session: ActiveSession,
    @Param(new SchemaPipe(AppPasskeyIdParamsSchema, 'params')) { id }: AppPasskeyIdParams,
  ): Promise<void> {
    await this.passkeys.remove(session.account.id, id);
  }

  /** The options for `startAuthentication`, and the ceremony cookie that ties the answer to them. */
  @Post('sign-in-options')
  @HttpCode(200)
  @AppEndpoint('public')
  async signInOptions(@Req() request: AppRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.admission.admitAnonymous(request.ip);
    const { options, ceremonyId } = await this.passkeys.signInOptions(originOf(request), request.cookies[this.ceremonyCookie]);
    void reply.setCookie(this.ceremonyCookie, ceremonyId, {
      httpOnly: true,
      sameSite: 'strict',
      path: '/',
      secure: this.app.secureCookies,
      maxAge: CHALLENGE_LIFETIME_MS / 1000,
    });
    return options;
  }

  /** 200 AppSession and a fresh session cookie, as the password sign-in answers; the ceremony cookie goes. */
  @Post('sign-in')
  @HttpCode(200)
  @AppEndpoint('public')
  async signIn(
    @Body(new SchemaPipe(PasskeySignInBodySchema, 'body')) body: PasskeySignInBody,
    @Req() request: AppRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AppSession> {
    const ceremonyId = request.cookies[this.ceremonyCookie];
    void reply.clearCookie(this.ceremonyCookie, { httpOnly: true, sameSite: 'strict', path: '/', secure: this.app.secureCookies });
    const { account, session } = await this.passkeys.signIn(
      body.credential as unknown as AuthenticationResponseJSON,
      ceremonyId,
      request.ip,
      request.cookies[this.cookieName],
    );
    void reply.setCookie(this.cookieName, session.id, sessionCookieOptions(this.app.secureCookies, this.app.sessionMaxMs));
    return { account, csrfToken: session.csrfToken };
  }
}
