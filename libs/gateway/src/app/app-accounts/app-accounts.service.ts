import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  APP_RESET_PASSWORD_PAGE,
  APP_VERIFY_EMAIL_PAGE,
  type AppAccount,
  type Plan,
  ServiceError,
  type SignInBody,
  type SignUpBody,
} from '@pp/contracts';
import { appOptionsIn, GATEWAY_OPTIONS, type GatewayOptions } from '../../gateway-options.js';
import type { AppOptions } from '../app-options.js';
import { AppSessionsService, type StartedSession } from '../app-sessions/app-sessions.service.js';
import { accountExistsMessage, resetPasswordMessage, verifyEmailMessage } from '../mail/mail-messages.js';
import { MailService } from '../mail/mail.service.js';
import { AttemptsService } from './attempts.service.js';
import { hashPassword, passwordMatches } from './password-hashing.js';
import { secondsUntil, throttleSubject } from './sign-in-throttle.js';
import { linkOf, newToken, TOKEN_LIFETIME_MS, type TokenPurpose, tokenHash, tokenUsable } from './single-use-tokens.js';

/** At most this many messages to one address in MAIL_WINDOW_MS: sign-up and reset cannot be used to flood a mailbox. */
const MAILS_PER_ADDRESS = 5;
const MAIL_WINDOW_MS = 15 * 60_000;

interface AccountRow {
  id: string;
  email: string;
  name: string;
  plan: Plan;
  email_verified: boolean;
  password_hash: string | null;
}

export const normalisedEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Accounts as the signed-in app makes and uses them: sign-up, the mailed links, sign-in with its
 * throttle, password reset and change. The account rows are the admin CLI's (`identity.accounts`);
 * passwords live beside them in `identity.account_passwords`. Sign-up, sign-in and reset answer
 * alike for every email: the work done (one argon2 operation) and the answer do not say whether an
 * account exists, and the account's owner learns of an attempt by mail.
 */
@Injectable()
export class AppAccountsService {
  private readonly app: AppOptions;

  constructor(
    @InjectDataSource('identity') private readonly db: DataSource,
    @Inject(GATEWAY_OPTIONS) options: GatewayOptions,
    private readonly sessions: AppSessionsService,
    private readonly attempts: AttemptsService,
    private readonly mail: MailService,
  ) {
    this.app = appOptionsIn(options);
  }

  /**
   * A new account gets the sign-up plan, its password and a confirmation link. An address whose
   * account is not confirmed yet is taken over by the newest sign-up (new password and name, its
   * sessions and earlier links ended: whoever confirms the address from the newest link owns it). A
   * confirmed account is left alone and its owner told.
   */
  async signUp(body: SignUpBody): Promise<void> {
    const email = normalisedEmail(body.email);
    const passwordHash = await hashPassword(body.password);
    if (!(await this.mayMail(email))) return;
    const outcome = await this.db.transaction(async (manager) => {
      const [created] = (await manager.query(
        `INSERT INTO identity.accounts (id, email, name, plan, email_verified, restricted)
         VALUES ($1, $2, $3, $4, false, false) ON CONFLICT (email) DO NOTHING RETURNING id`,
        [randomUUID(), email, body.name.trim(), this.app.signUpPlan],
      )) as Array<{ id: string }>;
      if (created) {
        await setPassword(manager, created.id, passwordHash);
        return { kind: 'created' as const, accountId: created.id, token: await issueToken(manager, created.id, 'verify_email') };
      }
      const [existing] = (await manager.query('SELECT id, email_verified FROM identity.accounts WHERE email = $1 FOR UPDATE', [
        email,
      ])) as Array<{ id: string; email_verified: boolean }>;
      if (existing.email_verified) return { kind: 'confirmed' as const };
      await manager.query('UPDATE identity.accounts SET name = $2, updated_at = now() WHERE id = $1', [existing.id, body.name.trim()]);
      await setPassword(manager, existing.id, passwordHash);
      await manager.query(`DELETE FROM identity.app_tokens WHERE account_id = $1 AND purpose = 'verify_email'`, [existing.id]);
      await manager.query('DELETE FROM identity.app_sessions WHERE account_id = $1', [existing.id]);
      return { kind: 'retaken' as const, accountId: existing.id, token: await issueToken(manager, existing.id, 'verify_email') };
    });
    this.mail.post(
      outcome.kind === 'confirmed'
        ? accountExistsMessage(email, `${this.app.baseUrl}/app/`)
        : verifyEmailMessage(email, body.name.trim(), linkOf(this.app.baseUrl, APP_VERIFY_EMAIL_PAGE, outcome.token)),
    );
  }

  /** The emailed confirmation: the address is verified and the account's keys work. */
  async verifyEmail(token: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      const accountId = await consumeToken(manager, token, 'verify_email');
      await manager.query('UPDATE identity.accounts SET email_verified = true, updated_at = now() WHERE id = $1', [accountId]);
    });
  }

  /**
   * Signs in: refused unchecked while the email or the client address is locked out (429 with
   * Retry-After); a wrong email or password is 401 invalid_credentials either way. A success starts a
   * new session (the one the request carried ends).
   */
  async signIn(
    body: SignInBody,
    address: string,
    replacing: string | undefined,
  ): Promise<{ account: AppAccount; session: StartedSession }> {
    const email = normalisedEmail(body.email);
    const account = await this.checkPassword(email, body.password, address);
    return { account: appAccountOfRow(account), session: await this.sessions.start(account.id, replacing) };
  }

  /** Mails a reset link to an account's address; nothing for an unknown one. The answer is the same. */
  async requestPasswordReset(rawEmail: string): Promise<void> {
    const email = normalisedEmail(rawEmail);
    if (!(await this.mayMail(email))) return;
    const token = await this.db.transaction(async (manager) => {
      const [account] = (await manager.query('SELECT id FROM identity.accounts WHERE email = $1', [email])) as Array<{ id: string }>;
      if (!account) return null;
      // One reset link at a time: a new one replaces any earlier unused one.
      await manager.query(`DELETE FROM identity.app_tokens WHERE account_id = $1 AND purpose = 'reset_password'`, [account.id]);
      return issueToken(manager, account.id, 'reset_password');
    });
    if (token) this.mail.post(resetPasswordMessage(email, linkOf(this.app.baseUrl, APP_RESET_PASSWORD_PAGE, token)));
  }

  /**
   * Sets the password from a reset link: every session of the account ends, the address counts as
   * confirmed (the link reached it), and its sign-in lockout is lifted. An account the admin CLI made
   * without a password gets its first one this way.
   */
  async confirmPasswordReset(token: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    const email = await this.db.transaction(async (manager) => {
      const accountId = await consumeToken(manager, token, 'reset_password');
      await setPassword(manager, accountId, passwordHash);
      await manager.query('UPDATE identity.accounts SET email_verified = true, updated_at = now() WHERE id = $1', [accountId]);
      const [account] = (await manager.query('SELECT email FROM identity.accounts WHERE id = $1', [accountId])) as Array<{ email: string }>;
      await manager.query('DELETE FROM identity.app_sessions WHERE account_id = $1', [accountId]);
      return account.email;
    });
    await this.attempts.clear(throttleSubject('account', email));
  }

  /** Changes the password of the signed-in account after checking the current one (throttled like a sign-in): every session ends, the caller gets a new one. */
  async changePassword(
    accountId: string,
    current: string,
    password: string,
    address: string,
  ): Promise<{ account: AppAccount; session: StartedSession }> {
    const [row] = (await this.db.query('SELECT email FROM identity.accounts WHERE id = $1', [accountId])) as Array<{ email: string }>;
    if (!row) throw new ServiceError('not_signed_in');
    const account = await this.checkPassword(row.email, current, address);
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (manager) => {
      await setPassword(manager, accountId, passwordHash);
      await manager.query('DELETE FROM identity.app_sessions WHERE account_id = $1', [accountId]);
    });
    return { account: appAccountOfRow(account), session: await this.sessions.start(accountId) };
  }

  /** Removes used and expired links a day after their end (kept that long so a second click reads as used, not unknown). */
  async prune(): Promise<void> {
    await this.db.query(`DELETE FROM identity.app_tokens WHERE coalesce(used_at, expires_at) < now() - interval '1 day'`);
  }

  /** One argon2 verification whatever the email, behind the sign-in throttle. */
  private async checkPassword(email: string, password: string, address: string): Promise<AccountRow> {
    const accountSubject = throttleSubject('account', email);
    const attempt = await this.attempts.begin([
      { subject: accountSubject, rule: this.app.signInThrottle.account },
      { subject: throttleSubject('address', address), rule: this.app.signInThrottle.address },
    ]);
    if (attempt.lockedUntil)
      throw new ServiceError('sign_in_locked', undefined, { retryAfter: secondsUntil(attempt.lockedUntil, attempt.at) });
    const [account] = (await this.db.query(
      `SELECT a.id, a.email, a.name, a.plan, a.email_verified, p.hash AS password_hash
         FROM identity.accounts a LEFT JOIN identity.account_passwords p ON p.account_id = a.id
        WHERE a.email = $1`,
      [email],
    )) as AccountRow[];
    if (!(await passwordMatches(account?.password_hash ?? null, password))) throw new ServiceError('invalid_credentials');
    await this.attempts.succeeded(attempt, accountSubject);
    return account;
  }

  /**
   * Whether an address may be mailed now, counted for known and unknown addresses alike. When it had
   * its fill lately, sign-up and reset change nothing and send nothing, answering as ever: earlier
   * links keep working, and the answer says nothing about the address.
   */
  private mayMail(email: string): Promise<boolean> {
    return this.attempts.take(throttleSubject('mail', email), MAILS_PER_ADDRESS, MAIL_WINDOW_MS);
  }
}

const appAccountOfRow = (row: AccountRow): AppAccount => ({
  id: row.id,
  email: row.email,
  name: row.name,
  plan: row.plan,
  emailVerified: row.email_verified,
});

async function setPassword(manager: EntityManager, accountId: string, hash: string): Promise<void> {
  await manager.query(
    `INSERT INTO identity.account_passwords (account_id, hash) VALUES ($1, $2)
     ON CONFLICT (account_id) DO UPDATE SET hash = EXCLUDED.hash, updated_at = now()`,
    [accountId, hash],
  );
}

async function issueToken(manager: EntityManager, accountId: string, purpose: TokenPurpose): Promise<string> {
  const { token, hash } = newToken();
  await manager.query(
    `INSERT INTO identity.app_tokens (token_hash, account_id, purpose, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4::float8))`,
    [hash, accountId, purpose, TOKEN_LIFETIME_MS[purpose] / 1000],
  );
  return token;
}

/** Uses a link's token once: 400 invalid_link for a used, expired, unknown or other-purpose token. Returns its account. */
async function consumeToken(manager: EntityManager, token: string, purpose: TokenPurpose): Promise<string> {
  const [row] = (await manager.query(
    `SELECT account_id, expires_at, used_at, now() AS now FROM identity.app_tokens WHERE token_hash = $1 AND purpose = $2 FOR UPDATE`,
    [tokenHash(token), purpose],
  )) as Array<{ account_id: string; expires_at: Date; used_at: Date | null; now: Date }>;
  if (!row || !tokenUsable({ expiresAt: row.expires_at, usedAt: row.used_at }, row.now)) throw new ServiceError('invalid_link');
  await manager.query('UPDATE identity.app_tokens SET used_at = now() WHERE token_hash = $1', [tokenHash(token)]);
  return row.account_id;
}
