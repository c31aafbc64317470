import { Type } from '@sinclair/typebox';

const LogLevel = Type.Union(
  ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
  { default: 'info' },
);
const Port = (fallback: number) => Type.Integer({ minimum: 0, maximum: 65535, default: fallback });

/** Variables every deployable reads. */
export const CommonConfigSchema = Type.Object({
  LOG_LEVEL: LogLevel,
});

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

/** A domain service process in the distributed mode. */
export const ServiceConfigSchema = Type.Composite([
  CommonConfigSchema,
  DatabaseConfigSchema,
  BusConfigSchema,
  BlobConfigSchema,
  Type.Object({ HEALTH_PORT: Port(8080) }),
]);

/** The spec's rate limits are always on in a deployment; `off` exists for benchmarks of raw throughput. */
const RateLimitSwitch = Type.Object({ RATE_LIMITS: Type.Union([Type.Literal('on'), Type.Literal('off')], { default: 'on' }) });

/** The gateway process in the distributed mode. */
export const GatewayConfigSchema = Type.Composite([
  CommonConfigSchema,
  DatabaseConfigSchema,
  BusConfigSchema,
  BlobConfigSchema,
  RateLimitSwitch,
  Type.Object({ PORT: Port(3000), HOST: Type.String({ minLength: 1, default: '0.0.0.0' }) }),
]);

/** The embedded one-process mode: its own Postgres under DATA_DIR, in-process bus, blobs on disk. */
export const StandaloneConfigSchema = Type.Composite([
  CommonConfigSchema,
  RateLimitSwitch,
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
