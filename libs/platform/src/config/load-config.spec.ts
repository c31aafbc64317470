import { DEFAULT_SEPARATE_LIMITS } from '@pp/contracts';
import { ConfigError, loadConfig } from './load-config.js';
import {
  GatewayConfigSchema,
  SavedPapersLimitConfigSchema,
  separateLimitsOf,
  ServiceConfigSchema,
  StandaloneConfigSchema,
} from './config-schemas.js';

describe('loadConfig', () => {
  it('fills defaults and coerces text to numbers and booleans', () => {
    const config = loadConfig(GatewayConfigSchema, { PORT: '4000', RUN_MIGRATIONS: 'false' });
    expect(config).toMatchObject({ PORT: 4000, RUN_MIGRATIONS: false, HOST: '0.0.0.0', LOG_LEVEL: 'info', BUS_NAMESPACE: 'pp' });
  });

  it('names every bad variable in one error', () => {
    const attempt = () =>
      loadConfig(GatewayConfigSchema, { PORT: 'http', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', DB_POOL_SIZE: '0' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const paths = (error as ConfigError).problems.map((p) => p.split(':')[0]).sort();
      expect(paths).toEqual(['DATABASE_URL', 'DB_POOL_SIZE', 'LOG_LEVEL', 'PORT']);
      expect((error as Error).message).toContain('Invalid configuration');
    }
  });

  it('checks the OpenTelemetry exporter variables every deployable reads (traces stay off without an endpoint)', () => {
    expect(loadConfig(StandaloneConfigSchema, {}).OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    expect(
      loadConfig(ServiceConfigSchema, {
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_EXPORTER_OTLP_HEADERS: 'authorization=Bearer x,team=a',
      }),
    ).toMatchObject({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_EXPORTER_OTLP_HEADERS: 'authorization=Bearer x,team=a' });
    try {
      loadConfig(GatewayConfigSchema, {
        OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'grpc://collector',
        OTEL_EXPORTER_OTLP_HEADERS: 'no-equals-sign',
        OTEL_EXPORTER_OTLP_TIMEOUT: '0',
        OTEL_EXPORTER_OTLP_COMPRESSION: 'brotli',
      });
      throw new Error('accepted');
    } catch (error) {
      expect((error as ConfigError).problems.map((p) => p.split(':')[0]).sort()).toEqual([
        'OTEL_EXPORTER_OTLP_COMPRESSION',
        'OTEL_EXPORTER_OTLP_ENDPOINT',
        'OTEL_EXPORTER_OTLP_HEADERS',
        'OTEL_EXPORTER_OTLP_TIMEOUT',
        'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT',
      ]);
    }
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig(GatewayConfigSchema, { PORT: '' }).PORT).toBe(3000);
  });
});

describe('the separate limits in the configuration', () => {
  it('are the defaults unless set, and set ones are validated at boot', () => {
    expect(separateLimitsOf(loadConfig(GatewayConfigSchema, {}))).toEqual(DEFAULT_SEPARATE_LIMITS);
    const config = loadConfig(StandaloneConfigSchema, {
      LIMIT_UPLOADS_PER_MINUTE: '2',
      LIMIT_PDF_PREPARATIONS_PER_DAY: '3',
      LIMIT_SAVED_PAPERS: '4',
    });
    expect(separateLimitsOf(config)).toEqual({
      ...DEFAULT_SEPARATE_LIMITS,
      uploads: { ...DEFAULT_SEPARATE_LIMITS.uploads, perMinute: 2 },
      pdfPreparations: { ...DEFAULT_SEPARATE_LIMITS.pdfPreparations, perDay: 3 },
      savedPapers: 4,
    });
    expect(loadConfig(SavedPapersLimitConfigSchema, { LIMIT_SAVED_PAPERS: '4', PORT: 'ignored' })).toEqual({ LIMIT_SAVED_PAPERS: 4 });
    expect(() => loadConfig(GatewayConfigSchema, { LIMIT_MARKING_PER_DAY: '0', LIMIT_SAVED_PAPERS: '10001' })).toThrow(
      /LIMIT_MARKING_PER_DAY[\s\S]*LIMIT_SAVED_PAPERS|LIMIT_SAVED_PAPERS[\s\S]*LIMIT_MARKING_PER_DAY/,
    );
  });
});
