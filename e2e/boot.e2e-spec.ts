import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ALL_MODES, mainOf } from '@pp/testing';
import { describeWithOwnStacks } from './support/stacks.js';

const run = promisify(execFile);

describeWithOwnStacks('configuration validated at boot', () =>
  describe.each(ALL_MODES)('%s mode', (mode) => {
    it.each(mode === 'embedded' ? ['standalone'] : ['gateway', 'paper'])('%s names every bad variable and exits 1', async (app) => {
      const failure = await run(process.execPath, [mainOf(app)], {
        env: {
          ...process.env,
          PORT: 'eighty',
          HEALTH_PORT: '-1',
          DATABASE_URL: 'mysql://nope',
          LOG_LEVEL: 'chatty',
          EMBEDDED_PG_PORT: '1',
        },
        timeout: 20000,
      }).then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr).toContain('Invalid configuration');
      expect(failure?.stderr).toContain('LOG_LEVEL');
    });
  }),
);
