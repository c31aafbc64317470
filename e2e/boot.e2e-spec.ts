import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mainOf } from '@pp/testing';

const run = promisify(execFile);

describe('configuration validated at boot', () => {
  it.each(['gateway', 'paper', 'standalone'])('%s names every bad variable and exits 1', async (app) => {
    const failure = await run(process.execPath, [mainOf(app)], { env: { ...process.env, PORT: 'eighty', HEALTH_PORT: '-1', DATABASE_URL: 'mysql://nope', LOG_LEVEL: 'chatty', EMBEDDED_PG_PORT: '1' }, timeout: 20000 }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('Invalid configuration');
    expect(failure?.stderr).toContain('LOG_LEVEL');
  });
});
