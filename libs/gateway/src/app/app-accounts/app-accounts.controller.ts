import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  type AppMessage,
  type AppSession,
  type ChangePasswordBody,
  ChangePasswordBodySchema,
  type PasswordResetBody,
  PasswordResetBodySchema,
  type PasswordResetConfirmBody,
  PasswordResetConfirmBodySchema,
  type SignInBody,
  SignInBodySchema,
  type SignUpBody,
  SignUpBodySchema,
  type VerifyEmailBody,
  VerifyEmailBodySchema,
} from '@pp/contracts';
import { SchemaPipe } from '@pp/platform';
import { appOptionsIn, GATEWAY_OPTIONS, type GatewayOptions } from '../../gateway-options.js';
import type { AppOptions } from '../app-options.js';
import type { AppRequest } from '../app-http/app-access.js';
import { AppAdmission } from '../app-http/app-admission.service.js';
import { AppEndpoint, SignedIn } from '../app-http/app-endpoint.decorator.js';
import { clearedCookieOptions, sessionCookieName, sessionCookieOptions } from '../app-http/session-cookie.js';
import { type ActiveSession, appAccountOf, type StartedSession } from '../app-sessions/app-sessions.service.js';
import { AppSessionsService } from '../app-sessions/app-sessions.service.js';
import { AppAccountsService } from './app-accounts.service.js';

const SIGN_UP_ANSWER: AppMessage = {
  message: 'If the address can be used, a message is on its way to it: open its link to confirm the address, then sign in.',
};
const RESET_ANSWER: AppMessage = { message: 'If an account uses this address, a message with a reset link is on its way to it.' };

/** Sign-up, the mailed links, sign-in and sign-out, password reset and change (decision 0033). */
@Controller('app/api')
export class AppAccountsController {
  private readonly app: AppOptions;
  private readonly cookieName: string;

  constructor(
    private readonly accounts: AppAccountsService,
    private readonly sessions: AppSessionsService,
    private readonly admission: AppAdmission,
    @Inject(GATEWAY_OPTIONS) options: GatewayOptions,
  ) {
    this.app = appOptionsIn(options);
    this.cookieName = sessionCookieName(this.app.secureCookies);
  }

  /** Who is signed in, and the CSRF token every change must carry. 401 not_signed_in otherwise. */
  @Get('session')
  @AppEndpoint('session')
  session(@SignedIn() session: ActiveSession): AppSession {
    return { account: appAccountOf(session.account), csrfToken: session.csrfToken };
  }

  /** 202 with the same answer for every address: taken or not is told only to the address's owner, by mail. */
  @Post('sign-up')
  @HttpCode(202)
  @AppEndpoint('public')
  async signUp(@Req() request: AppRequest, @Body(new SchemaPipe(SignUpBodySchema, 'body')) body: SignUpBody): Promise<AppMessage> {
    await this.admission.admitAnonymous(request.ip);
    await this.accounts.signUp(body);
    return SIGN_UP_ANSWER;
  }

  @Post('verify-email')
  @HttpCode(200)
  @AppEndpoint('public')
  async verifyEmail(@Body(new SchemaPipe(VerifyEmailBodySchema, 'body')) { token }: VerifyEmailBody): Promise<AppMessage> {
    await this.accounts.verifyEmail(token);
    return { message: 'The address is confirmed: your keys work now. Sign in to go on.' };
  }

  @Post('sign-in')
  @HttpCode(200)
  @AppEndpoint('public')
  async signIn(
    @Body(new SchemaPipe(SignInBodySchema, 'body')) body: SignInBody,
    @Req() request: AppRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AppSession> {
    const { account, session } = await this.accounts.signIn(body, request.ip, request.cookies[this.cookieName]);
    return this.withCookie(reply, account, session);
  }

  /** 204: the session ends and its cookie goes. */
  @Post('sign-out')
  @HttpCode(204)
  @AppEndpoint('session')
  async signOut(@SignedIn() session: ActiveSession, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.sessions.end(session.idHash);
    void reply.clearCookie(this.cookieName, clearedCookieOptions(this.app.secureCookies));
  }

  @Post('password-reset')
  @HttpCode(202)
  @AppEndpoint('public')
  async requestPasswordReset(
    @Req() request: AppRequest,
    @Body(new SchemaPipe(PasswordResetBodySchema, 'body')) { email }: PasswordResetBody,
  ): Promise<AppMessage> {
    await this.admission.admitAnonymous(request.ip);
    await this.accounts.requestPasswordReset(email);
    return RESET_ANSWER;
  }

  /** Every session of the account ends, this browser's too: sign in with the new password. */
  @Post('password-reset/confirm')
  @HttpCode(200)
  @AppEndpoint('public')
  async confirmPasswordReset(
    @Body(new SchemaPipe(PasswordResetConfirmBodySchema, 'body')) body: PasswordResetConfirmBody,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AppMessage> {
    await this.accounts.confirmPasswordReset(body.token, body.password);
    void reply.clearCookie(this.cookieName, clearedCookieOptions(this.app.secureCookies));
    return { message: 'The password is set, and every session has ended. Sign in with the new password.' };
  }

  /** Every session of the account ends; this browser gets a new one (a new cookie and CSRF token). */
  @Post('password')
  @HttpCode(200)
  @AppEndpoint('session')
  async changePassword(
    @SignedIn() signedIn: ActiveSession,
    @Body(new SchemaPipe(ChangePasswordBodySchema, 'body')) body: ChangePasswordBody,
    @Req() request: AppRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AppSession> {
    const { account, session } = await this.accounts.changePassword(signedIn.account.id, body.currentPassword, body.password, request.ip);
    return this.withCookie(reply, account, session);
  }

  private withCookie(reply: FastifyReply, account: AppSession['account'], session: StartedSession): AppSession {
    void reply.setCookie(this.cookieName, session.id, sessionCookieOptions(this.app.secureCookies, this.app.sessionMaxMs));
    return { account, csrfToken: session.csrfToken };
  }
}
