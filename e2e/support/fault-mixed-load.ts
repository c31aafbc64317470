import { randomUUID } from 'node:crypto';
import type { QuestionPin } from '@pp/contracts';
import type { RunningStack, TestAccount } from '@pp/testing';
import { createAccountWithKey } from './accounts.js';
import { effectsOfCounts, exportEffects } from './fault-checks.js';
import { completeImports, type DraftImport, draftImports, evidenceEffects, importEffects, importIdentity } from './fault-imports.js';
import { type Effect, faultRow, FaultLoad } from './fault-load.js';
import { markUnder, requestedSession } from './fault-marking.js';
import type { FaultRow, FaultTable } from './fault-table.js';
import { MARKER_SCOPES } from './marking.js';
import { createPaper, json, prepare } from './papers.js';
import { call, sql } from './stacks.js';

/** What a mixed load works on, made before the fault: a marking session ready to start, papers to export, draft imports. */
export interface MixedWork {
  account: TestAccount;
  sessionId: string;
  exported: string[];
  imports: DraftImport[];
}

export async function prepareMixedWork(stack: RunningStack, pins: QuestionPin[]): Promise<MixedWork> {
  const account = await createAccountWithKey(stack, { scopes: [...MARKER_SCOPES, 'marking:import', 'progress:read'] });
  const [markedPaperId, ...exported] = await Promise.all(
    Array.from({ length: 4 }, (_, i) => createPaper(stack, account, pins, `Mixed ${i}`)),
  );
  expect((await prepare(stack, account.key, markedPaperId)).status).toBe(200);
  const sessionId = await requestedSession(stack, account, markedPaperId, 2);
  return { account, sessionId, exported, imports: await draftImports(stack, account, 4) };
}

/**
 * Every service's busiest work at once (paper creates, searches, export renders, marking, import
 * completions and the evidence they become) with `fault` run beside it; then the retries, the checks
 * and a row per operation. `runsOnce`: no job may run twice (no process died).
 */
export async function runMixedLoad(
  stack: RunningStack,
  table: FaultTable,
  fault: string,
  pins: QuestionPin[],
  work: MixedWork,
  during: (load: FaultLoad) => Promise<void>,
  runsOnce = false,
): Promise<{ rows: FaultRow[]; unsafe: unknown[] }> {
  const { account } = work;
  const load = new FaultLoad();
  const [marking] = await Promise.all([
    markUnder(stack, table, fault, account, work.sessionId, async () => undefined, runsOnce),
    load.burst(16, 4, (i) => {
      const id = randomUUID();
      return {
        operation: 'create paper',
        id,
        send: () => call(stack, '/papers', json({ id, title: `Created ${i}`, questions: pins }, account.key)),
      };
    }),
    load.burst(40, 4, (i) => ({
      operation: 'search questions',
      id: `search ${i}`,
      send: () => call(stack, `/questions?limit=${(i % 10) + 1}`, { key: account.key }),
    })),
    Promise.all(
      work.exported.map((paperId) => load.send('prepare export', paperId, () => prepare(stack, account.key, paperId, 1, 'respond-async'))),
    ),
    completeImports(stack, load, account, work.imports),
    during(load),
  ]);
  await load.retryUnacknowledged();

  const created = await sql<{ id: string; count: number }>(
    stack,
    'SELECT paper_id::text AS id, count(*)::int AS count FROM paper.paper_revisions WHERE owner_id = $1 GROUP BY paper_id',
    [account.accountId],
  );
  const searched = new Map<string, Effect>(
    load
      .of('search questions')
      .map((attempt) => [attempt.id, { found: attempt.statuses.includes(200), doubled: 0, evidence: `${attempt.statuses}` }]),
  );
  const ids = work.imports.map((i) => i.id);
  const rows = [
    ...marking.rows,
    table.add(faultRow(fault, 'create paper', load.of('create paper'), effectsOfCounts(created))),
    table.add(faultRow(fault, 'search questions', load.of('search questions'), searched)),
    table.add(
      faultRow(fault, 'prepare export', load.of('prepare export'), await exportEffects(stack, account, work.exported, { runsOnce })),
    ),
    table.add(faultRow(fault, 'complete import', load.of('complete import'), await importEffects(stack, ids))),
    table.add(faultRow(fault, 'evidence (progress)', load.of('complete import'), await evidenceEffects(stack, account, ids))),
  ];
  const unsafe = await load.replayAll((body) => body?.paper?.id ?? body?.export?.paperId ?? importIdentity(body));
  return { rows, unsafe: [...marking.unsafe, ...unsafe] };
}
