import { ConfigError, loadConfig } from './load-config.js';
import { GatewayConfigSchema } from './config-schemas.js';

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

  it('treats an empty variable as unset', () => {
    expect(loadConfig(GatewayConfigSchema, { PORT: '' }).PORT).toBe(3000);
  });
});
