import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AppAccount, Plan } from '@pp/contracts';
import { appOptionsIn, GATEWAY_OPTIONS, type GatewayOptions } from '../../gateway-options.js';
import type { AppOptions } from '../app-options.js';
import { isSessionIdShape, needsTouch, newSession, sessionIdHash, sessionState } from './session-rules.js';

/** The account behind a session, as the app's routes need it. */
export interface SessionAccount extends AppAccount {
  restricted: boolean;
}

/** A session that is still going. */
export interface ActiveSession {
  idHash: Buffer;
  csrfToken: string;
  account: SessionAccount;
}

/** What a cookie led to: no session, one that has ended (the cookie should go), or an active one. */
export type SessionLookup = { kind: 'none' } | { kind: 'ended' } | { kind: 'active'; session: ActiveSession };

/** A session just begun: the cookie's value (shown to this response only) and its CSRF token. */
export interface StartedSession {
  id: string;
  csrfToken: string;
}

interface SessionRow {
  account_id: string;
  csrf_token: string;
  last_seen_at: Date;
  expires_at: Date;
  now: Date;
  email: string;
  name: string;
  plan: Plan;
  email_verified: boolean;
  restricted: boolean;
}

/**
 * Sessions of the signed-in app, kept in `identity.app_sessions` (so every gateway replica knows
 * them, and a password change ends them all at once): only the SHA-256 of a session id is stored.
 * Every expiry is judged by the database's clock.
 */
@Injectable()
export class AppSessionsService {
  private readonly app: AppOptions;

  constructor(
    @InjectDataSource('identity') private readonly db: DataSource,
    @Inject(GATEWAY_OPTIONS) options: GatewayOptions,
  ) {
    this.app = appOptionsIn(options);
  }

  /** A new session for the account, with a new id (rotated at every sign-in); the one the request carried, if any, ends. */
  async start(accountId: string, replacing?: string): Promise<StartedSession> {
    if (isSessionIdShape(replacing)) await this.end(sessionIdHash(replacing));
    const session = newSession();
    await this.db.query(
      `INSERT INTO identity.app_sessions (id_hash, account_id, csrf_token, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4::float8))`,
      [session.idHash, accountId, session.csrfToken, this.app.sessionMaxMs / 1000],
    );
    return { id: session.id, csrfToken: session.csrfToken };
  }

  /** The session a cookie names. An ended one is deleted; an active one has its last use recorded (at most once a minute). */
  async find(cookie: string | undefined): Promise<SessionLookup> {
    if (!isSessionIdShape(cookie)) return { kind: cookie === undefined ? 'none' : 'ended' };
    const idHash = sessionIdHash(cookie);
    const [row] = (await this.db.query(
      `SELECT s.account_id, s.csrf_token, s.last_seen_at, s.expires_at, now() AS now,
              a.email, a.name, a.plan, a.email_verified, a.restricted
         FROM identity.app_sessions s JOIN identity.accounts a ON a.id = s.account_id
        WHERE s.id_hash = $1`,
      [idHash],
    )) as SessionRow[];
    if (!row) return { kind: 'ended' };
    const times = { lastSeenAt: row.last_seen_at, expiresAt: row.expires_at };
    if (sessionState(times, row.now, this.app.sessionIdleMs) !== 'active') {
      await this.end(idHash);
      return { kind: 'ended' };
    }
    if (needsTouch(times, row.now))
      await this.db.query('UPDATE identity.app_sessions SET last_seen_at = now() WHERE id_hash = $1', [idHash]);
    return {
      kind: 'active',
      session: {
        idHash,
        csrfToken: row.csrf_token,
        account: {
          id: row.account_id,
          email: row.email,
          name: row.name,
          plan: row.plan,
          emailVerified: row.email_verified,
          restricted: row.restricted,
        },
      },
    };
  }

  async end(idHash: Buffer): Promise<void> {
    await this.db.query('DELETE FROM identity.app_sessions WHERE id_hash = $1', [idHash]);
  }

  /** Ends every session of an account (a password change or reset, a re-registration of an unverified address). */
  async endAll(accountId: string): Promise<void> {
    await this.db.query('DELETE FROM identity.app_sessions WHERE account_id = $1', [accountId]);
  }

  /** Drops sessions past either limit; a lookup would end them anyway. */
  async prune(): Promise<void> {
    await this.db.query(
      'DELETE FROM identity.app_sessions WHERE expires_at <= now() OR last_seen_at <= now() - make_interval(secs => $1::float8)',
      [this.app.sessionIdleMs / 1000],
    );
  }
}

/** The account as the app shows it. */
export const appAccountOf = ({ id, email, name, plan, emailVerified }: SessionAccount): AppAccount => ({
  id,
  email,
  name,
  plan,
  emailVerified,
});
