import { request } from 'node:http';
import { adminOrThrow, ALL_MODES, type Mode, startStack } from '@pp/testing';
import { describeWithOwnStacks } from './support/stacks.js';
import { createAccountWithKey } from './support/accounts.js';

type Outcome = { status: number; complete: boolean } | { error: string };

/** One request on its own connection (no keep-alive), so a closed listener shows as a refused connection. */
function getOnce(url: string, key: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request(url, { agent: false, headers: { authorization: `Bearer ${key}` } }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          complete: (() => {
            try {
              JSON.parse(body);
              return true;
            } catch {
              return false;
            }
          })(),
        }),
      );
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: `response ${error.code ?? error.message}` }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end();
  });
}

describeWithOwnStacks('graceful shutdown under load', () =>
  describe.each(ALL_MODES)('%s mode', (mode: Mode) => {
    it('finishes what it accepted, refuses the rest, exits 0 and loses no usage', async () => {
      const stack = await startStack(mode, { RATE_LIMITS: 'off' });
      try {
        const learner = await createAccountWithKey(stack);
        const outcomes: Outcome[] = [];
        // Each worker keeps requesting until the closed listener refuses it; the stop starts once the load is
        // established (a count, not a time, so a slow machine changes only how long it takes).
        const workers = Array.from({ length: 16 }, async () => {
          for (;;) {
            const outcome = await getOnce(`${stack.url}/me`, learner.key);
            outcomes.push(outcome);
            if ('error' in outcome) break;
          }
        });
        while (outcomes.length < 60) await new Promise((r) => setTimeout(r, 10));
        const exited = stack.stop();
        await Promise.all(workers);
        expect(await exited).toEqual(expect.arrayContaining([{ code: 0, signal: null }]));
        expect((await exited).every((status) => status.code === 0)).toBe(true);

        const served = outcomes.filter((o): o is { status: number; complete: boolean } => 'status' in o);
        const failures = outcomes.filter((o): o is { error: string } => 'error' in o);
        expect(served.length).toBeGreaterThanOrEqual(60);
        expect(served.filter((o) => o.status !== 200 || !o.complete)).toEqual([]);
        // After the listener closes, new connections are refused (or reset while queued), never answered with an error.
        expect(failures.filter((f) => f.error !== 'ECONNREFUSED' && f.error !== 'ECONNRESET')).toEqual([]);

        // The usage of every served request was flushed before exit.
        const [listed] = await adminOrThrow<Array<{ requestCount: number }>>(stack, 'key', 'list', '--email', learner.email);
        expect(listed.requestCount).toBe(served.length);
      } finally {
        await stack.stop();
        await stack.destroy();
      }
    });
  }),
);
