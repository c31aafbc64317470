import {
  APP_API_PATHS,
  CSRF_HEADER,
  type AppCreatedKey,
  type AppKeyList,
  type AppMessage,
  type AppPasskey,
  type AppPasskeyList,
  type AppPaperList,
  type AppPlan,
  type AppRevokedKey,
  type AppSession,
  type AppUsage,
  type ChangePasswordBody,
  type CreateAppKeyBody,
  type MarkingQuestionResponse,
  type MarkingSessionList,
  type MarkingSessionResponse,
  type PaperExportResponse,
  type PaperResponse,
  type PasswordResetBody,
  type PasswordResetConfirmBody,
  type ReplaceAppKeyBody,
  type ReviewDecisionBody,
  type SignInBody,
  type SignUpBody,
} from '@pp/contracts';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { errorOf, networkError } from './api-error';

type Method = 'GET' | 'POST';

/** The code of a POST refused for its CSRF token (missing, or not the session's). */
export const CSRF_ERROR_CODE = 'csrf_token_invalid';

const withQuery = (path: string, query: Record<string, string | null | undefined>) => {
  const entries = Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '');
  return entries.length ? `${path}?${new URLSearchParams(entries).toString()}` : path;
};

/** The paths of the app API (libs/contracts/src/app), the two with a query made here. */
export const appPaths = {
  ...APP_API_PATHS,
  usageOf: (keyId: string | null) => withQuery(APP_API_PATHS.usage, { keyId }),
  markingSessionsAfter: (cursor: string | null) => withQuery(APP_API_PATHS.markingSessions, { cursor }),
};

export interface AppApiOptions {
  /** The fetch to call: the browser's by default, a fake in the unit tests. */
  fetch?: typeof fetch;
}

/**
 * The app's JSON API client: the session cookie goes with every request (same origin), and every
 * POST carries the session's CSRF token in X-CSRF-Token, read from GET /session (and from the
 * answer of a sign-in, which starts a new session). A POST refused for its token is sent once more
 * with a fresh one. Errors are ApiErrors read from the spec's envelope.
 */
export function createAppApi(options: AppApiOptions = {}) {
  const send = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  let csrfToken: string | null = null;

  async function call(method: Method, path: string, body: unknown): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (method !== 'GET' && csrfToken) headers[CSRF_HEADER] = csrfToken;
    try {
      return await send(path, {
        method,
        credentials: 'same-origin',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw networkError();
    }
  }

  /** The session, its CSRF token kept for the POSTs that follow; null when nobody is signed in. */
  async function session(): Promise<AppSession | null> {
    const response = await call('GET', appPaths.session, undefined);
    if (response.status === 401) {
      csrfToken = tokenOf(await response.json().catch(() => null));
      return null;
    }
    if (!response.ok) throw await errorOf(response);
    const answer = (await response.json()) as AppSession;
    csrfToken = answer.csrfToken;
    return answer;
  }

  async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
    if (method !== 'GET' && csrfToken === null) await session().catch(() => null);
    let response = await call(method, path, body);
    if (method !== 'GET' && response.status === 403) {
      const error = await errorOf(response.clone());
      if (error.code === CSRF_ERROR_CODE) {
        await session().catch(() => null);
        response = await call(method, path, body);
      }
    }
    if (!response.ok) throw await errorOf(response);
    if (response.status === 204 || response.headers.get('content-length') === '0') return undefined as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  return {
    /** The token the next POST will carry (null before the first read of the session). */
    csrfToken: () => csrfToken,
    session,
    signUp: (body: SignUpBody) => request<AppMessage>('POST', appPaths.signUp, body),
    verifyEmail: (token: string) => request<AppMessage>('POST', appPaths.verifyEmail, { token }),
    async signIn(body: SignInBody): Promise<AppSession> {
      const answer = await request<AppSession>('POST', appPaths.signIn, body);
      csrfToken = answer.csrfToken;
      return answer;
    },
    async signOut(): Promise<void> {
      await request<void>('POST', appPaths.signOut, {});
      csrfToken = null;
    },
    /** Every session ends and this one is replaced: its answer carries the new CSRF token. */
    async changePassword(body: ChangePasswordBody): Promise<AppSession> {
      const answer = await request<AppSession>('POST', appPaths.password, body);
      csrfToken = answer.csrfToken;
      return answer;
    },
    requestPasswordReset: (body: PasswordResetBody) => request<AppMessage>('POST', appPaths.passwordReset, body),
    confirmPasswordReset: (body: PasswordResetConfirmBody) => request<AppMessage>('POST', appPaths.passwordResetConfirm, body),
    keys: () => request<AppKeyList>('GET', appPaths.keys),
    createKey: (body: CreateAppKeyBody) => request<AppCreatedKey>('POST', appPaths.keys, body),
    replaceKey: (id: string, body: ReplaceAppKeyBody) => request<AppCreatedKey>('POST', appPaths.replaceKey(id), body),
    revokeKey: (id: string) => request<AppRevokedKey>('POST', appPaths.revokeKey(id), {}),
    usage: (keyId: string | null) => request<AppUsage>('GET', appPaths.usageOf(keyId)),
    plan: () => request<AppPlan>('GET', appPaths.plan),
    papers: () => request<AppPaperList>('GET', appPaths.papers),
    paperRevision: (id: string, revision: number) => request<PaperResponse>('GET', appPaths.paperRevision(id, revision)),
    paperExports: (id: string, revision: number) => request<PaperExportResponse>('GET', appPaths.paperExports(id, revision)),
    prepareExports: (id: string, revision: number) => request<PaperExportResponse>('POST', appPaths.paperExports(id, revision), {}),
    markingSessions: (cursor: string | null) => request<MarkingSessionList>('GET', appPaths.markingSessionsAfter(cursor)),
    markingSession: (id: string) => request<MarkingSessionResponse>('GET', appPaths.markingSession(id)),
    markingQuestion: (id: string, questionId: string) => request<MarkingQuestionResponse>('GET', appPaths.markingQuestion(id, questionId)),
    review: (id: string, questionId: string, body: ReviewDecisionBody) =>
      request<MarkingQuestionResponse>('POST', appPaths.markingReviews(id, questionId), body),
    // Passkeys (decision 0037): the ceremonies' options and answers pass through as WebAuthn's JSON.
    passkeys: () => request<AppPasskeyList>('GET', appPaths.passkeys),
    passkeyRegistrationOptions: () => request<PublicKeyCredentialCreationOptionsJSON>('POST', appPaths.passkeyRegistrationOptions, {}),
    registerPasskey: (credential: RegistrationResponseJSON, name?: string) =>
      request<AppPasskey>('POST', appPaths.passkeys, name ? { name, credential } : { credential }),
    removePasskey: (id: string) => request<void>('POST', appPaths.removePasskey(id), {}),
    passkeySignInOptions: () => request<PublicKeyCredentialRequestOptionsJSON>('POST', appPaths.passkeySignInOptions, {}),
    /** Like signIn: a new session, whose answer carries the new CSRF token. */
    async passkeySignIn(credential: AuthenticationResponseJSON): Promise<AppSession> {
      const answer = await request<AppSession>('POST', appPaths.passkeySignIn, { credential });
      csrfToken = answer.csrfToken;
      return answer;
    },
  };
}

export type AppApi = ReturnType<typeof createAppApi>;

/** A CSRF token a signed-out answer may carry (for the sign-in and sign-up forms), if any. */
function tokenOf(body: unknown): string | null {
  if (typeof body === 'object' && body !== null && 'csrfToken' in body && typeof body.csrfToken === 'string') return body.csrfToken;
  return null;
}

/** The app's one client. */
export const appApi = createAppApi();
