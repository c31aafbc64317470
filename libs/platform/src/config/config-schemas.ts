import { type Static, Type } from '@sinclair/typebox';
import { DEFAULT_SEPARATE_LIMITS, type SeparateLimits } from '@pp/contracts';

const LogLevel = Type.Union(
  ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
  { default: 'info' },
);
const Port = (fallback: number) => Type.Integer({ minimum: 0, maximum: 65535, default: fallback });

/**
 * Traces (decision 0054): exported over OTLP/HTTP (JSON) when either endpoint is set, otherwise off.
 * The standard OpenTelemetry names: the base endpoint gets `/v1/traces` appended, the traces endpoint
 * is used as it is. The exporter reads the others itself (the headers are `key=value` pairs, e.g. a
 * collector's token; the timeout is in milliseconds), so they are only checked here.
 */
export const TracingConfigSchema = Type.Object({
  OTEL_EXPORTER_OTLP_ENDPOINT: Type.Optional(Type.String({ pattern: '^https?://[^\\s]+$' })),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: Type.Optional(Type.String({ pattern: '^https?://[^\\s]+$' })),
  OTEL_EXPORTER_OTLP_HEADERS: Type.Optional(Type.String({ pattern: '^[^=,\\s]+=[^,]*(,[^=,\\s]+=[^,]*)*$' })),
  OTEL_EXPORTER_OTLP_TIMEOUT: Type.Optional(Type.Integer({ minimum: 1, maximum: 60_000 })),
  OTEL_EXPORTER_OTLP_COMPRESSION: Type.Optional(Type.Union([Type.Literal('gzip'), Type.Literal('none')])),
});
export type TracingConfig = Static<typeof TracingConfigSchema>;

/** Variables every deployable reads. */
export const CommonConfigSchema = Type.Composite([
  Type.Object({
    LOG_LEVEL: LogLevel,
  }),
  TracingConfigSchema,
]);

export const DatabaseConfigSchema = Type.Object({
  DATABASE_URL: Type.String({ pattern: '^postgres(ql)?://', default: 'postgres://postgres@127.0.0.1:5432/postgres' }),
  DB_POOL_SIZE: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
  RUN_MIGRATIONS: Type.Boolean({ default: true }),
});

export const BusConfigSchema = Type.Object({
  NATS_URL: Type.String({ pattern: '^(nats|tls)://', default: 'nats://127.0.0.1:4222' }),
  BUS_NAMESPACE: Type.String({ pattern: '^[a-z0-9][a-z0-9_-]{0,39}$', default: 'pp' }),
  RPC_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 130000, default: 10000 }),
});

export const BlobConfigSchema = Type.Object({
  BLOB_STORE: Type.Union([Type.Literal('nats'), Type.Literal('fs')], { default: 'nats' }),
  BLOB_DIR: Type.String({ minLength: 1, default: './.data/blobs' }),
});

/**
 * The marking and import services' sweep of uploaded bytes that no asset names (an upload whose
 * service died before keeping it): how often, and how old such bytes must be. The grace must stay
 * far above RPC_TIMEOUT_MS, since an upload's keep runs within one call.
 */
export const UploadSweepConfigSchema = Type.Object({
  UPLOAD_SWEEP_INTERVAL_SECONDS: Type.Integer({ minimum: 1, maximum: 86400, default: 300 }),
  UPLOAD_SWEEP_GRACE_SECONDS: Type.Integer({ minimum: 10, maximum: 604800, default: 900 }),
});

/** The sweep's schedule in milliseconds. */
export const uploadSweepScheduleOf = (config: Static<typeof UploadSweepConfigSchema>) => ({
  intervalMs: config.UPLOAD_SWEEP_INTERVAL_SECONDS * 1000,
  graceMs: config.UPLOAD_SWEEP_GRACE_SECONDS * 1000,
});

/** A domain service process in the distributed mode: probes and `/metrics` on HEALTH_PORT (0: none). */
export const ServiceConfigSchema = Type.Composite([
  CommonConfigSchema,
  DatabaseConfigSchema,
  BusConfigSchema,
  BlobConfigSchema,
  Type.Object({ HEALTH_PORT: Port(8080), METRICS_ENABLED: Type.Boolean({ default: true }) }),
]);

/**
 * The gateway and the embedded mode answer their probes on the API port, which never serves
 * `/metrics`: Prometheus reads it on METRICS_PORT, a port of its own (0: none, the default, so
 * processes on one machine never collide).
 */
export const MetricsPortConfigSchema = Type.Object({ METRICS_PORT: Port(0) });

/** A limit a deployment (or a test) may set instead of the default. */
const Limit = (fallback: number, maximum: number) => Type.Integer({ minimum: 1, maximum, default: fallback });

/**
 * The saved-papers count of an account (a separate limit): read by the paper service, which enforces
 * it, and by the gateway, which publishes it. Both take it from the same variable (one ConfigMap).
 * At most 10,000: listPapers answers every paper in one response.
 */
export const SavedPapersLimitConfigSchema = Type.Object({
  LIMIT_SAVED_PAPERS: Limit(DEFAULT_SEPARATE_LIMITS.savedPapers, 10_000),
});

/**
 * The spec's rate limits are always on in a deployment; `off` exists for benchmarks of raw throughput
 * and turns the separate rate limits off too. The separate limits' values (decision 0028) may be set
 * per deployment, and low in tests.
 */
const RateLimitConfigSchema = Type.Composite([
  Type.Object({
    RATE_LIMITS: Type.Union([Type.Literal('on'), Type.Literal('off')], { default: 'on' }),
    LIMIT_UPLOADS_PER_MINUTE: Limit(DEFAULT_SEPARATE_LIMITS.uploads.perMinute, 100_000),
    LIMIT_UPLOADS_PER_DAY: Limit(DEFAULT_SEPARATE_LIMITS.uploads.perDay, 10_000_000),
    LIMIT_PDF_PREPARATIONS_PER_MINUTE: Limit(DEFAULT_SEPARATE_LIMITS.pdfPreparations.perMinute, 100_000),
    LIMIT_PDF_PREPARATIONS_PER_DAY: Limit(DEFAULT_SEPARATE_LIMITS.pdfPreparations.perDay, 10_000_000),
    LIMIT_MARKING_PER_MINUTE: Limit(DEFAULT_SEPARATE_LIMITS.marking.perMinute, 100_000),
    LIMIT_MARKING_PER_DAY: Limit(DEFAULT_SEPARATE_LIMITS.marking.perDay, 10_000_000),
  }),
  SavedPapersLimitConfigSchema,
]);
export type RateLimitConfig = Static<typeof RateLimitConfigSchema>;

/** The separate limits a validated configuration sets. */
export function separateLimitsOf(config: RateLimitConfig): SeparateLimits {
  return {
    uploads: { perMinute: config.LIMIT_UPLOADS_PER_MINUTE, perDay: config.LIMIT_UPLOADS_PER_DAY },
    pdfPreparations: { perMinute: config.LIMIT_PDF_PREPARATIONS_PER_MINUTE, perDay: config.LIMIT_PDF_PREPARATIONS_PER_DAY },
    marking: { perMinute: config.LIMIT_MARKING_PER_MINUTE, perDay: config.LIMIT_MARKING_PER_DAY },
    savedPapers: config.LIMIT_SAVED_PAPERS,
  };
}

/**
 * The signed-in app (decision 0033): where users reach it, its sessions, sign-in throttle and mail.
 * `APP_BASE_URL` is the origin the mailed links use and says whether the app is served over TLS
 * (`https://`: Secure, `__Host-` cookies); unset, it is this server's own address. Without
 * `SMTP_URL`, every message is written as a file under `MAIL_DIR` (embedded mode: `DATA_DIR/mail`).
 */
export const AppConfigSchema = Type.Object({
  APP_BASE_URL: Type.Optional(Type.String({ pattern: '^https?://[^/\\s?#]+$', description: 'An origin: scheme, host, port; no path.' })),
  APP_SESSION_IDLE_MINUTES: Limit(30, 24 * 60),
  APP_SESSION_MAX_HOURS: Limit(12, 30 * 24),
  APP_SIGN_UP_PLAN: Type.Union([Type.Literal('lite'), Type.Literal('pro'), Type.Literal('none')], { default: 'lite' }),
  APP_SIGN_IN_ACCOUNT_LIMIT: Limit(5, 1000),
  APP_SIGN_IN_ADDRESS_LIMIT: Limit(20, 100_000),
  APP_SIGN_IN_WINDOW_MINUTES: Limit(15, 24 * 60),
  /** Requests a client address may make in a UTC minute to the app's anonymous steps that store rows or send mail (sign-up, password reset, passkey sign-in options). */
  APP_ANONYMOUS_PER_MINUTE: Limit(30, 100_000),
  APP_WEB_DIR: Type.Optional(Type.String({ minLength: 1 })),
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
  MAIL_FROM: Type.String({ minLength: 3, default: 'Practice papers <no-reply@localhost>' }),
  MAIL_DIR: Type.Optional(Type.String({ minLength: 1 })),
  /** Proxies in front of the server whose X-Forwarded-For it believes (the client address throttles sign-in); 0: none. */
  TRUST_PROXY_HOPS: Type.Integer({ minimum: 0, maximum: 10, default: 0 }),
});
export type AppConfig = Static<typeof AppConfigSchema>;

/** The gateway process in the distributed mode. */
export const GatewayConfigSchema = Type.Composite([
  CommonConfigSchema,
  DatabaseConfigSchema,
  BusConfigSchema,
  BlobConfigSchema,
  RateLimitConfigSchema,
  AppConfigSchema,
  MetricsPortConfigSchema,
  Type.Object({ PORT: Port(3000), HOST: Type.String({ minLength: 1, default: '0.0.0.0' }) }),
]);

/** The embedded one-process mode: its own Postgres under DATA_DIR, in-process bus, blobs on disk. */
export const StandaloneConfigSchema = Type.Composite([
  CommonConfigSchema,
  RateLimitConfigSchema,
  AppConfigSchema,
  MetricsPortConfigSchema,
  Type.Object({
    PORT: Port(3000),
    HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
    DATA_DIR: Type.String({ minLength: 1, default: './.data' }),
    EMBEDDED_PG_PORT: Type.Integer({ minimum: 1024, maximum: 65535, default: 54329 }),
    RPC_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 130000, default: 10000 }),
  }),
]);

/** The admin CLI: the distributed database when DATABASE_URL is set, otherwise the embedded one under DATA_DIR. */
export const AdminConfigSchema = Type.Object({
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  DATA_DIR: Type.String({ minLength: 1, default: './.data' }),
  EMBEDDED_PG_PORT: Type.Integer({ minimum: 1024, maximum: 65535, default: 54329 }),
});
