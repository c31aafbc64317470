import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { type AppAccount, type AppPasskey, type Plan, ServiceError } from '@pp/contracts';
import { appOptionsIn, GATEWAY_OPTIONS, type GatewayOptions } from '../../gateway-options.js';
import { AttemptsService } from '../app-accounts/attempts.service.js';
import { throttleSubject, secondsUntil } from '../app-accounts/sign-in-throttle.js';
import type { AppOptions } from '../app-options.js';
import { type ActiveSession, AppSessionsService, type StartedSession } from '../app-sessions/app-sessions.service.js';
import {
  CHALLENGE_LIFETIME_MS,
  challengeUsable,
  knownTransports,
  MAX_PASSKEYS,
  passkeyName,
  RELYING_PARTY_NAME,
  relyingPartyFor,
  userHandleOf,
} from './passkey-rules.js';

interface PasskeyRow {
  credential_id: string;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

interface ChallengeRow {
  challenge: string;
  rp_id: string;
  origin: string;
  expires_at: Date;
  now: Date;
}

interface CredentialRow {
  credential_id: string;
  public_key: Buffer;
  counter: string;
  transports: string[];
  account_id: string;
  email: string;
  name: string;
  plan: Plan;
  email_verified: boolean;
}

const passkeyOf = (row: PasskeyRow): AppPasskey => ({
  id: row.credential_id,
  name: row.name,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
});

const sha256 = (value: string): Buffer => createHash('sha256').update(value).digest();

/** What the sign-in options return: the options for the browser and the ceremony id for the cookie. */
export interface SignInCeremony {
  options: PublicKeyCredentialRequestOptionsJSON;
  ceremonyId: string;
}

/**
 * Passkeys as a second way into the app (decision 0037): registration by a signed-in account, and a
 * sign-in with a discoverable credential (no email asked, so nothing to enumerate) that ends in the
 * same kind of session as a password sign-in, behind the same throttle. Challenges are kept
 * server-side, single-use and short-lived, and bound to the relying party they were issued for.
 */
@Injectable()
export class AppPasskeysService {
  private readonly logger = new Logger('AppPasskeys');
  private readonly app: AppOptions;

  constructor(
    @InjectDataSource('identity') private readonly db: DataSource,
    @Inject(GATEWAY_OPTIONS) options: GatewayOptions,
    private readonly sessions: AppSessionsService,
    private readonly attempts: AttemptsService,
  ) {
    this.app = appOptionsIn(options);
  }

  async list(accountId: string): Promise<AppPasskey[]> {
    const rows = (await this.db.query(
      `SELECT credential_id, name, created_at, last_used_at FROM identity.account_passkeys
        WHERE account_id = $1 ORDER BY created_at, credential_id`,
      [accountId],
    )) as PasskeyRow[];
    return rows.map(passkeyOf);
  }

  /** Options for `navigator.credentials.create`; the challenge replaces any earlier one of this session. */
  async registrationOptions(session: ActiveSession, requestOrigin: string | undefined): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const party = relyingPartyFor(this.app.baseUrl, requestOrigin);
    const existing = (await this.db.query('SELECT credential_id, transports FROM identity.account_passkeys WHERE account_id = $1', [
      session.account.id,
    ])) as Array<{ credential_id: string; transports: string[] }>;
    if (existing.length >= MAX_PASSKEYS)
      throw new ServiceError('conflict', `An account keeps at most ${MAX_PASSKEYS} passkeys: remove one before adding another.`);
    const options = await generateRegistrationOptions({
      rpName: RELYING_PARTY_NAME,
      rpID: party.rpID,
      userName: session.account.email,
      userDisplayName: session.account.name,
      userID: userHandleOf(session.account.id) as Uint8Array<ArrayBuffer>,
      attestationType: 'none',
      timeout: CHALLENGE_LIFETIME_MS,
      excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: row.transports })),
      // A passkey is the whole sign-in: discoverable (no email typed) and verified (PIN, biometrics) on the device.
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    await this.pruneExpired();
    await this.db.query(
      `INSERT INTO identity.app_webauthn_challenges (purpose, session_id_hash, challenge, rp_id, origin, expires_at)
       VALUES ('register', $1, $2, $3, $4, now() + make_interval(secs => $5::float8))
       ON CONFLICT (session_id_hash) DO UPDATE
         SET challenge = EXCLUDED.challenge, rp_id = EXCLUDED.rp_id, origin = EXCLUDED.origin,
             created_at = now(), expires_at = EXCLUDED.expires_at`,
      [session.idHash, options.challenge, party.rpID, party.origin, CHALLENGE_LIFETIME_MS / 1000],
    );
    return options;
  }

  /** Checks the browser's answer to this session's registration challenge (taken either way) and keeps the passkey. 400 bad_request when it does not verify. */
  async register(session: ActiveSession, credential: RegistrationResponseJSON, requestedName: string | undefined): Promise<AppPasskey> {
    const challenge = await this.takeChallenge('register', 'session_id_hash', session.idHash);
    if (!challenge) throw new ServiceError('bad_request', 'No passkey registration is under way, or it has expired: start again.');
    let verified;
    try {
      verified = await verifyRegistrationResponse({
        response: credential,
        expectedChallenge: challenge.challenge,
        expectedOrigin: challenge.origin,
        expectedRPID: challenge.rp_id,
        requireUserVerification: true,
      });
    } catch (error) {
      this.logger.debug(`passkey registration refused: ${(error as Error).message}`);
      throw new ServiceError('bad_request', 'The passkey could not be verified: start again.');
    }
    if (!verified.verified) throw new ServiceError('bad_request', 'The passkey could not be verified: start again.');
    const { credential: created } = verified.registrationInfo;
    return this.db.transaction(async (manager) => {
      // Counted under the account's lock, so two registrations at once cannot pass the limit.
      await manager.query('SELECT id FROM identity.accounts WHERE id = $1 FOR UPDATE', [session.account.id]);
      const [{ count }] = (await manager.query('SELECT count(*)::int AS count FROM identity.account_passkeys WHERE account_id = $1', [
        session.account.id,
      ])) as Array<{ count: number }>;
      if (count >= MAX_PASSKEYS)
        throw new ServiceError('conflict', `An account keeps at most ${MAX_PASSKEYS} passkeys: remove one before adding another.`);
      const [row] = (await manager.query(
        `INSERT INTO identity.account_passkeys (credential_id, account_id, public_key, counter, transports, name)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (credential_id) DO NOTHING
         RETURNING credential_id, name, created_at, last_used_at`,
        [
          created.id,
          session.account.id,
          Buffer.from(created.publicKey),
          created.counter,
          knownTransports(created.transports ?? credential.response.transports),
          passkeyName(requestedName, count),
        ],
      )) as PasskeyRow[];
      if (!row) throw new ServiceError('conflict', 'This passkey is registered already.');
      return passkeyOf(row);
    });
  }

  /** Removes one of the account's passkeys; 404 not_found for any other. */
  async remove(accountId: string, credentialId: string): Promise<void> {
    // TypeORM answers a DELETE with [rows, count].
    const [, count] = (await this.db.query('DELETE FROM identity.account_passkeys WHERE account_id = $1 AND credential_id = $2', [
      accountId,
      credentialId,
    ])) as [unknown[], number];
    if (count === 0) throw new ServiceError('not_found', 'The account has no such passkey.');
  }

  /** Options for `navigator.credentials.get` with no credentials listed (the authenticator offers its discoverable ones), and a new ceremony id. */
  async signInOptions(requestOrigin: string | undefined, replacing: string | undefined): Promise<SignInCeremony> {
    const party = relyingPartyFor(this.app.baseUrl, requestOrigin);
    const options = await generateAuthenticationOptions({
      rpID: party.rpID,
      userVerification: 'required',
      timeout: CHALLENGE_LIFETIME_MS,
    });
    const ceremonyId = randomBytes(32).toString('base64url');
    await this.pruneExpired();
    if (replacing) await this.takeChallenge('sign_in', 'ceremony_hash', sha256(replacing));
    await this.db.query(
      `INSERT INTO identity.app_webauthn_challenges (purpose, ceremony_hash, challenge, rp_id, origin, expires_at)
       VALUES ('sign_in', $1, $2, $3, $4, now() + make_interval(secs => $5::float8))`,
      [sha256(ceremonyId), options.challenge, party.rpID, party.origin, CHALLENGE_LIFETIME_MS / 1000],
    );
    return { options, ceremonyId };
  }

  /**
   * Signs in with a passkey: the ceremony's challenge is taken (used once, whatever the outcome), the
   * attempt is counted against the client address and, when the credential is known, its account,
   * exactly as a password attempt is (429 sign_in_locked while either is locked out); anything that
   * does not verify is 401 invalid_credentials. A success starts a new session as a password sign-in does.
   */
  async signIn(
    credential: AuthenticationResponseJSON,
    ceremonyId: string | undefined,
    address: string,
    replacing: string | undefined,
  ): Promise<{ account: AppAccount; session: StartedSession }> {
    const challenge = ceremonyId ? await this.takeChallenge('sign_in', 'ceremony_hash', sha256(ceremonyId)) : undefined;
    const [stored] = (await this.db.query(
      `SELECT p.credential_id, p.public_key, p.counter::text AS counter, p.transports, p.account_id,
              a.email, a.name, a.plan, a.email_verified
         FROM identity.account_passkeys p JOIN identity.accounts a ON a.id = p.account_id
        WHERE p.credential_id = $1`,
      [credential.id],
    )) as CredentialRow[];
    const subjects = [{ subject: throttleSubject('address', address), rule: this.app.signInThrottle.address }];
    const accountSubject = stored ? throttleSubject('account', stored.email) : undefined;
    if (accountSubject) subjects.push({ subject: accountSubject, rule: this.app.signInThrottle.account });
    const attempt = await this.attempts.begin(subjects);
    if (attempt.lockedUntil)
      throw new ServiceError('sign_in_locked', undefined, { retryAfter: secondsUntil(attempt.lockedUntil, attempt.at) });
    if (!challenge || !stored || !handleMatches(credential, stored.account_id)) throw passkeyRefused();
    let verified;
    try {
      verified = await verifyAuthenticationResponse({
        response: credential,
        expectedChallenge: challenge.challenge,
        expectedOrigin: challenge.origin,
        expectedRPID: challenge.rp_id,
        credential: {
          id: stored.credential_id,
          publicKey: new Uint8Array(stored.public_key),
          counter: Number(stored.counter),
          transports: stored.transports as never,
        },
        requireUserVerification: true,
      });
    } catch (error) {
      this.logger.debug(`passkey sign-in refused: ${(error as Error).message}`);
      throw passkeyRefused();
    }
    if (!verified.verified) throw passkeyRefused();
    await this.db.query(
      'UPDATE identity.account_passkeys SET counter = GREATEST(counter, $2), last_used_at = now() WHERE credential_id = $1',
      [stored.credential_id, verified.authenticationInfo.newCounter],
    );
    await this.attempts.succeeded(attempt, accountSubject!);
    const account: AppAccount = {
      id: stored.account_id,
      email: stored.email,
      name: stored.name,
      plan: stored.plan,
      emailVerified: stored.email_verified,
    };
    return { account, session: await this.sessions.start(stored.account_id, replacing) };
  }

  /** Takes a pending challenge once: deleted as it is read, answered only while unexpired. */
  private async takeChallenge(
    purpose: 'register' | 'sign_in',
    column: 'session_id_hash' | 'ceremony_hash',
    key: Buffer,
  ): Promise<ChallengeRow | undefined> {
    // TypeORM answers a DELETE with [rows, count].
    const [rows] = (await this.db.query(
      `DELETE FROM identity.app_webauthn_challenges WHERE purpose = $1 AND ${column} = $2
       RETURNING challenge, rp_id, origin, expires_at, now() AS now`,
      [purpose, key],
    )) as [ChallengeRow[], number];
    const row = rows[0];
    return row && challengeUsable({ expiresAt: row.expires_at }, row.now) ? row : undefined;
  }

  /** Drops challenges nobody answered (each new ceremony does it, so the table stays small without a timer). */
  private async pruneExpired(): Promise<void> {
    await this.db.query('DELETE FROM identity.app_webauthn_challenges WHERE expires_at <= now()');
  }
}

const passkeyRefused = () =>
  new ServiceError('invalid_credentials', 'The passkey was not accepted. Try again, or sign in with your password.');

/** The user handle a discoverable credential returns must be the account the credential was registered to. */
function handleMatches(credential: AuthenticationResponseJSON, accountId: string): boolean {
  const handle = credential.response.userHandle;
  return handle === undefined || handle === isoBase64URL.fromBuffer(userHandleOf(accountId) as Uint8Array<ArrayBuffer>);
}
