import { Type, type Static } from '@sinclair/typebox';
import { Text, Uuid } from '../schemas/scalars.js';
import { KeysetPageQuerySchema } from '../schemas/keyset-page.js';

/**
 * The signed-in app's JSON API under `/app/api` (issue 32): what the browser app calls, with the
 * session cookie only (never a key); `/v1` never takes the cookie. Every state change carries the
 * session's CSRF token in `X-CSRF-Token`. Errors use the same envelope as `/v1`.
 */
export const APP_API_BASE = '/app/api';
export const CSRF_HEADER = 'x-csrf-token';
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;

const Email = Text({ minLength: 3, maxLength: 254, format: 'email', description: 'The account’s email address.' });
const Password = Text({ minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH, description: 'At least 12 characters.' });
const Timestamp = Type.String({ format: 'date-time' });

export const AppAccountSchema = Type.Object({
  id: Uuid(),
  email: Type.String(),
  name: Type.String(),
  plan: Type.Union([Type.Literal('lite'), Type.Literal('pro'), Type.Literal('none')]),
  emailVerified: Type.Boolean(),
});
export type AppAccount = Static<typeof AppAccountSchema>;

/** `GET /app/api/session`: who is signed in, and the CSRF token every state change must echo. 401 when nobody is. */
export const AppSessionSchema = Type.Object({ account: AppAccountSchema, csrfToken: Type.String() });
export type AppSession = Static<typeof AppSessionSchema>;

/** `POST /app/api/sign-up`: 202 with the same answer whether or not the email is taken (no enumeration); the verification link goes by mail. */
export const SignUpBodySchema = Type.Object(
  { email: Email, password: Password, name: Text({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
export type SignUpBody = Static<typeof SignUpBodySchema>;

/** `POST /app/api/verify-email`: the token from the emailed link; 200 then sign in. 400 for a used, expired or forged token. */
export const VerifyEmailBodySchema = Type.Object({ token: Text({ minLength: 1, maxLength: 512 }) }, { additionalProperties: false });
export type VerifyEmailBody = Static<typeof VerifyEmailBodySchema>;

/** `POST /app/api/sign-in`: 200 AppSession and a fresh session cookie; 401 `invalid_credentials` for any wrong email or password; 429 while locked out. */
export const SignInBodySchema = Type.Object(
  { email: Email, password: Text({ minLength: 1, maxLength: MAX_PASSWORD_LENGTH }) },
  { additionalProperties: false },
);
export type SignInBody = Static<typeof SignInBodySchema>;

/** `POST /app/api/password-reset`: 202 whatever the email (no enumeration); `POST /app/api/password-reset/confirm`: the token and a new password, every session ended. */
export const PasswordResetBodySchema = Type.Object({ email: Email }, { additionalProperties: false });
export type PasswordResetBody = Static<typeof PasswordResetBodySchema>;
export const PasswordResetConfirmBodySchema = Type.Object(
  { token: Text({ minLength: 1, maxLength: 512 }), password: Password },
  { additionalProperties: false },
);
export type PasswordResetConfirmBody = Static<typeof PasswordResetConfirmBodySchema>;

export const KEY_EXPIRY_CHOICES = ['30d', '90d', '1y'] as const;

/** One key as the keys page lists it: never its value. */
export const AppKeySchema = Type.Object({
  id: Uuid(),
  name: Type.String(),
  scopes: Type.Array(Type.String()),
  state: Type.Union([Type.Literal('active'), Type.Literal('expired'), Type.Literal('revoked')]),
  createdAt: Timestamp,
  expiresAt: Timestamp,
  revokedAt: Type.Union([Timestamp, Type.Null()]),
  lifetimeRequests: Type.Integer(),
  lifetimeErrors: Type.Integer(),
  lastUsedAt: Type.Union([Timestamp, Type.Null()]),
});
export type AppKey = Static<typeof AppKeySchema>;

/** `GET /app/api/keys`. */
export const AppKeyListSchema = Type.Object({ keys: Type.Array(AppKeySchema), maxActive: Type.Integer() });
export type AppKeyList = Static<typeof AppKeyListSchema>;

/** `POST /app/api/keys`: a name, scopes and one of the three expiries. 201 AppCreatedKey: the value, shown this once. */
export const CreateAppKeyBodySchema = Type.Object(
  {
    name: Text({ minLength: 1, maxLength: 100 }),
    scopes: Type.Array(Type.String(), { minItems: 1, maxItems: 9, uniqueItems: true }),
    expires: Type.Union(KEY_EXPIRY_CHOICES.map((e) => Type.Literal(e))),
  },
  { additionalProperties: false },
);
export type CreateAppKeyBody = Static<typeof CreateAppKeyBodySchema>;

/** `POST /app/api/keys/{id}/replace`: a new key with the old one's name and these scopes and expiry; the old one stays active until revoked. */
export const ReplaceAppKeyBodySchema = Type.Object(
  {
    scopes: Type.Array(Type.String(), { minItems: 1, maxItems: 9, uniqueItems: true }),
    expires: Type.Union(KEY_EXPIRY_CHOICES.map((e) => Type.Literal(e))),
  },
  { additionalProperties: false },
);
export type ReplaceAppKeyBody = Static<typeof ReplaceAppKeyBodySchema>;

export const AppCreatedKeySchema = Type.Object({
  key: AppKeySchema,
  token: Type.String({ description: 'The key itself: shown once, never again.' }),
});
export type AppCreatedKey = Static<typeof AppCreatedKeySchema>;

/** `GET /app/api/usage?keyId=`: the last 30 UTC days for the account, or for one of its keys. */
export const AppUsageSchema = Type.Object({
  days: Type.Array(Type.Object({ day: Type.String(), requests: Type.Integer(), errors: Type.Integer() }), {
    description: 'Every one of the last 30 UTC dates, oldest first, zeros included.',
  }),
  breakdown: Type.Array(Type.Object({ day: Type.String(), operation: Type.String(), status: Type.Integer(), count: Type.Integer() }), {
    description: 'By UTC date, operation and response status, newest first.',
  }),
});
export type AppUsage = Static<typeof AppUsageSchema>;

/** `GET /app/api/plan`: the plan, the limits that apply, and the marking credits. */
export const AppPlanSchema = Type.Object({
  plan: Type.String(),
  limits: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
  credits: Type.Object({
    included: Type.Integer({ description: 'Credits the plan includes this UTC month.' }),
    remaining: Type.Integer({ description: 'Of the included ones, left this month.' }),
    month: Type.String({ description: '`YYYY-MM`, UTC.' }),
    purchased: Type.Integer({ description: 'Bought credits left: used after the included ones, never lapse.' }),
    available: Type.Integer({ description: 'What a marking start may take now: included remaining plus purchased.' }),
  }),
});
export type AppPlan = Static<typeof AppPlanSchema>;

// ---- Added with the server side (decisions 0033 and 0034) ----------------------------------------

/**
 * The links the server mails: `${APP_BASE_URL}/app/verify?token=…` and `${APP_BASE_URL}/app/reset?token=…`.
 * The app's pages at these paths read `token` and POST it to verify-email or password-reset/confirm.
 */
export const APP_VERIFY_EMAIL_PAGE = '/app/verify';
export const APP_RESET_PASSWORD_PAGE = '/app/reset';

/** How long a mailed link works. */
export const VERIFY_EMAIL_LINK_HOURS = 24;
export const RESET_PASSWORD_LINK_MINUTES = 60;

/**
 * The `keyId` the app's calls to the services carry (review records keep it): an edit made
 * in the signed-in app reads `app-session` in `result.reviews[].keyId`, never a key's id.
 */
export const APP_SESSION_KEY_ID = 'app-session';

/**
 * Every path of the app API. Access: `public` needs no session (sign-up, sign-in, links); `session`
 * needs the session cookie; `data` also needs what a key of the account would (a verified email, a
 * Lite or Pro plan, no restriction: 401 account_unverified, 402 plan_required, 403 account_restricted).
 * Every POST with a session also needs `X-CSRF-Token`; every POST is refused from another site.
 * Errors are the `/v1` envelope; the app's own codes: 401 not_signed_in, 401 invalid_credentials,
 * 401 api_key_not_accepted (an Authorization header was sent), 403 csrf_token_invalid,
 * 403 cross_site_request, 400 invalid_link, 429 sign_in_locked (with Retry-After).
 */
export const APP_API_PATHS = {
  session: '/app/api/session',
  signUp: '/app/api/sign-up',
  verifyEmail: '/app/api/verify-email',
  signIn: '/app/api/sign-in',
  signOut: '/app/api/sign-out',
  passwordReset: '/app/api/password-reset',
  passwordResetConfirm: '/app/api/password-reset/confirm',
  password: '/app/api/password',
  keys: '/app/api/keys',
  revokeKey: (keyId: string) => `/app/api/keys/${keyId}/revoke`,
  replaceKey: (keyId: string) => `/app/api/keys/${keyId}/replace`,
  usage: '/app/api/usage',
  plan: '/app/api/plan',
  papers: '/app/api/papers',
  paperRevision: (paperId: string, revision: number) => `/app/api/papers/${paperId}/revisions/${revision}`,
  paperExports: (paperId: string, revision: number) => `/app/api/papers/${paperId}/revisions/${revision}/exports`,
  paperDocument: (paperId: string, revision: number, document: 'question-paper' | 'mark-scheme') =>
    `/app/api/papers/${paperId}/revisions/${revision}/exports/${document}`,
  markingSessions: '/app/api/marking/sessions',
  markingSession: (sessionId: string) => `/app/api/marking/sessions/${sessionId}`,
  markingQuestion: (sessionId: string, questionId: string) => `/app/api/marking/sessions/${sessionId}/questions/${questionId}`,
  markingReviews: (sessionId: string, questionId: string) => `/app/api/marking/sessions/${sessionId}/questions/${questionId}/reviews`,
  markingAsset: (sessionId: string, assetId: string) => `/app/api/marking/sessions/${sessionId}/assets/${assetId}`,
  // Passkeys (decision 0037).
  /** `GET` (session): the account's passkeys. `POST` (session, CSRF, PasskeyRegistrationBody): 201 AppPasskey. */
  passkeys: '/app/api/passkeys',
  /** `POST` (session, CSRF, body `{}`): the options for `navigator.credentials.create` (startRegistration). */
  passkeyRegistrationOptions: '/app/api/passkeys/registration-options',
  /** `POST` (session, CSRF, body `{}`): 204, the passkey is gone. 404 for one not the account's. */
  removePasskey: (passkeyId: string) => `/app/api/passkeys/${encodeURIComponent(passkeyId)}/remove`,
  /** `POST` (public, body `{}`): the options for `navigator.credentials.get` (startAuthentication) and a short-lived ceremony cookie. */
  passkeySignInOptions: '/app/api/passkeys/sign-in-options',
  /** `POST` (public, PasskeySignInBody): 200 AppSession and a fresh session cookie, as the password sign-in; 401 invalid_credentials; 429 while locked out. */
  passkeySignIn: '/app/api/passkeys/sign-in',
} as const;

/**
 * The answer of sign-up and password-reset (202, the same for any email: no enumeration), of
 * verify-email and password-reset/confirm (200). Sign-out answers 204 with no body.
 */
export const AppMessageSchema = Type.Object({ message: Type.String() });
export type AppMessage = Static<typeof AppMessageSchema>;

/**
 * `POST /app/api/password` (session, CSRF): the current password and a new one. Every session of the
 * account ends; the caller gets a new one (200 AppSession and a fresh cookie). A wrong current
 * password is 401 invalid_credentials and counts as a failed sign-in.
 */
export const ChangePasswordBodySchema = Type.Object(
  { currentPassword: Text({ minLength: 1, maxLength: MAX_PASSWORD_LENGTH }), password: Password },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBodySchema>;

/** `POST /app/api/keys/{id}/revoke`: 200 with the key, now revoked (revoking a revoked key answers the same). 404 for a key not the account's. */
export const AppRevokedKeySchema = Type.Object({ key: AppKeySchema });
export type AppRevokedKey = Static<typeof AppRevokedKeySchema>;

export const AppKeyIdParamsSchema = Type.Object({ id: Uuid() }, { additionalProperties: false });
export type AppKeyIdParams = Static<typeof AppKeyIdParamsSchema>;

/** `GET /app/api/usage?keyId=`: no keyId for the whole account; a key not the account's is 404. */
export const AppUsageQuerySchema = Type.Object({ keyId: Type.Optional(Uuid()) }, { additionalProperties: false });
export type AppUsageQuery = Static<typeof AppUsageQuerySchema>;

/**
 * `GET /app/api/papers` (data): every paper of the account, newest first, as `/v1`'s PaperSummary
 * plus its saved revisions. Then, with the `/v1` shapes:
 * `GET /app/api/papers/{id}/revisions/{revision}` → PaperResponse;
 * `GET …/exports` → PaperExportResponse (404 when never prepared);
 * `POST …/exports` (CSRF, body `{}`) → starts them: 200 PaperExportResponse when ready, else 202 at once (poll the GET);
 * `GET …/exports/question-paper` and `…/exports/mark-scheme` → the PDF (409 exports_not_ready until ready).
 */
export const AppPaperSchema = Type.Object({
  id: Uuid(),
  title: Type.String(),
  latestRevision: Type.Integer({ minimum: 1 }),
  revisions: Type.Array(Type.Integer({ minimum: 1 }), { description: 'Every saved revision, newest first.' }),
  questionCount: Type.Integer(),
  totalMarks: Type.Integer(),
  pageCount: Type.Integer(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  exportsReady: Type.Boolean({ description: 'Both PDFs of the latest revision are ready.' }),
  exportsState: Type.String({ description: '`none`, `preparing`, `ready` or `failed`, of the latest revision.' }),
});
export type AppPaper = Static<typeof AppPaperSchema>;
export const AppPaperListSchema = Type.Object({ papers: Type.Array(AppPaperSchema) });
export type AppPaperList = Static<typeof AppPaperListSchema>;

/**
 * Marking (data), with the `/v1` shapes: `GET /app/api/marking/sessions?limit=&cursor=` →
 * MarkingSessionList; `GET /app/api/marking/sessions/{id}` → MarkingSessionResponse (each question's
 * status, score range, result with allocations and evidence boxes); `GET …/questions/{questionId}` →
 * MarkingQuestionResponse; `GET …/assets/{assetId}` → the asset's bytes with its media type (to draw
 * a page); `POST …/questions/{questionId}/reviews` (CSRF, body ReviewDecisionBody) → 200
 * MarkingQuestionResponse with a new result revision, the edit kept in `result.reviews` with
 * `keyId` {@link APP_SESSION_KEY_ID}; a stale `resultRevision` is 409 stale_revision.
 */
export const AppMarkingSessionsQuerySchema = KeysetPageQuerySchema;

// ---- Passkeys (decision 0037) --------------------------------------------------------------------

/** A passkey as the account page lists it: never its public key. `id` is the credential id (base64url). */
export const AppPasskeySchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  createdAt: Timestamp,
  lastUsedAt: Type.Union([Timestamp, Type.Null()]),
});
export type AppPasskey = Static<typeof AppPasskeySchema>;

export const AppPasskeyListSchema = Type.Object({ passkeys: Type.Array(AppPasskeySchema), maxPasskeys: Type.Integer() });
export type AppPasskeyList = Static<typeof AppPasskeyListSchema>;

/**
 * What `startRegistration` / `startAuthentication` of @simplewebauthn/browser return (WebAuthn's JSON
 * form of a PublicKeyCredential). Checked loosely here; the signature checks are the server's.
 */
export const WebAuthnCredentialJsonSchema = Type.Object(
  {
    id: Text({ minLength: 1, maxLength: 1024 }),
    rawId: Text({ minLength: 1, maxLength: 1024 }),
    type: Type.Literal('public-key'),
    response: Type.Object({ clientDataJSON: Text({ minLength: 1, maxLength: 16_384 }) }, { additionalProperties: true }),
    clientExtensionResults: Type.Object({}, { additionalProperties: true }),
    authenticatorAttachment: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: true },
);

/** `POST /app/api/passkeys`: the browser's answer to the registration options, and a name for the passkey (a default when left out). */
export const PasskeyRegistrationBodySchema = Type.Object(
  { name: Type.Optional(Text({ maxLength: 60 })), credential: WebAuthnCredentialJsonSchema },
  { additionalProperties: false },
);
export type PasskeyRegistrationBody = Static<typeof PasskeyRegistrationBodySchema>;

/** `POST /app/api/passkeys/sign-in`: the browser's answer to the sign-in options. */
export const PasskeySignInBodySchema = Type.Object({ credential: WebAuthnCredentialJsonSchema }, { additionalProperties: false });
export type PasskeySignInBody = Static<typeof PasskeySignInBodySchema>;

export const AppPasskeyIdParamsSchema = Type.Object({ id: Text({ minLength: 1, maxLength: 1024 }) }, { additionalProperties: false });
export type AppPasskeyIdParams = Static<typeof AppPasskeyIdParamsSchema>;
