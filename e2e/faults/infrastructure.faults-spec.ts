import type { QuestionPin } from '@pp/contracts';
import type { RunningStack } from '@pp/testing';
import { createAccountWithKey } from '../support/accounts.js';
import { settledByMetrics, testTitle, startFaultStack } from '../support/fault-checks.js';
import { prepareMixedWork, runMixedLoad } from '../support/fault-mixed-load.js';
import { type PrivateServer, startPrivateNats, startPrivatePostgres } from '../support/fault-servers.js';
import { FaultTable } from '../support/fault-table.js';
import { pinsOf, until } from '../support/papers.js';
import { describeWithOwnStacks, sql } from '../support/stacks.js';

/**
 * NATS restarted, then Postgres restarted, each while every service is busy: on a nats-server and a
 * Postgres of this suite's own (the machine's shared ones serve other suites at the same time).
 */
describeWithOwnStacks('faults: NATS and Postgres restarted under load (distributed mode, private servers)', () => {
  let nats: PrivateServer;
  let postgres: PrivateServer;
  let stack: RunningStack;
  let pins: QuestionPin[];
  const table = new FaultTable();

  beforeAll(async () => {
    [nats, postgres] = await Promise.all([startPrivateNats(), startPrivatePostgres()]);
    stack = await startFaultStack({ NATS_URL: nats.url, DATABASE_URL: postgres.url });
    const reader = await createAccountWithKey(stack, { scopes: ['questions:read'] });
    pins = await pinsOf(stack, reader.key, 2);
  }, 300_000);

  // Every job finished and every event delivered, as the services' metrics say, before the next fault.
  afterEach(async () => {
    if (stack) table.notes.push(await settledByMetrics(stack, testTitle()));
  }, 150_000);

  afterAll(async () => {
    table.report();
    await stack?.stop();
    await stack?.destroy();
    await Promise.all([nats?.stop(), postgres?.stop()]);
  });

  /** The mixed load, with `server` restarted once it is established: answers acknowledged and a job running (states, not a time). */
  async function restartedUnderLoad(fault: string, server: () => PrivateServer) {
    const work = await prepareMixedWork(stack, pins);
    const { rows, unsafe } = await runMixedLoad(stack, table, fault, pins, work, async (load) => {
      const jobsRunning = async () =>
        (
          await sql<{ running: number }>(
            stack,
            `SELECT ((SELECT count(*) FROM marking.questions WHERE session_id = $1 AND status = 'running')
               + (SELECT count(*) FROM export.paper_exports WHERE owner_id = $2 AND state = 'rendering'))::int AS running`,
            [work.sessionId, work.account.accountId],
          )
        )[0].running;
      await until(
        async () => ({ acknowledged: load.acknowledgedCount, running: await jobsRunning() }),
        (now) => now.acknowledged >= 6 && now.running > 0,
        60_000,
        100,
      );
      await server().restart();
    });
    expect(unsafe).toEqual([]);
    for (const row of rows) expect(row).toMatchObject({ found: row.attempted, doubled: 0, lost: 0 });
  }

  it('NATS restarted under load: nothing lost, nothing doubled', () => restartedUnderLoad('restart NATS under load', () => nats), 600_000);

  it(
    'Postgres restarted under load: nothing lost, nothing doubled',
    () => restartedUnderLoad('restart Postgres under load', () => postgres),
    600_000,
  );
});
