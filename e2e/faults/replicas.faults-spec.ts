import { type QuestionPin, SERVICE_NAMES } from '@pp/contracts';
import { type AppProcess, type RunningStack, startServiceReplica, stopChild } from '@pp/testing';
import { createAccountWithKey } from '../support/accounts.js';
import { settledByMetrics, testTitle, startFaultStack } from '../support/fault-checks.js';
import { prepareMixedWork, runMixedLoad } from '../support/fault-mixed-load.js';
import { FaultTable } from '../support/fault-table.js';
import { pinsOf } from '../support/papers.js';
import { describeWithOwnStacks } from '../support/stacks.js';

/**
 * Two replicas of every domain service on one bus namespace and database: RPCs shared by NATS queue
 * groups, jobs by leases (SKIP LOCKED), events by durable consumers. Every kind of work runs at once;
 * each effect must be there once and no job may run twice.
 */
describeWithOwnStacks('faults: two replicas of every service share the work (distributed mode)', () => {
  let stack: RunningStack;
  let pins: QuestionPin[];
  const table = new FaultTable();
  const replicas: AppProcess[] = [];

  beforeAll(async () => {
    stack = await startFaultStack();
    replicas.push(...(await Promise.all(SERVICE_NAMES.map((service) => startServiceReplica(stack, service)))));
    const reader = await createAccountWithKey(stack, { scopes: ['questions:read'] });
    pins = await pinsOf(stack, reader.key, 2);
  }, 300_000);

  // Every job finished and every event delivered, as the services' metrics say, before the next fault.
  afterEach(async () => {
    if (stack) table.notes.push(await settledByMetrics(stack, testTitle()));
  }, 150_000);

  afterAll(async () => {
    table.report();
    await Promise.all(replicas.map((replica) => stopChild(replica)));
    await stack?.stop();
    await stack?.destroy();
  });

  it('papers, searches, exports, marking, imports and evidence: each once, no job run twice', async () => {
    const work = await prepareMixedWork(stack, pins);
    const { rows, unsafe } = await runMixedLoad(stack, table, 'two replicas of every service', pins, work, async () => undefined, true);
    expect(unsafe).toEqual([]);
    for (const row of rows) expect(row).toMatchObject({ found: row.attempted, doubled: 0, lost: 0 });
  });
});
