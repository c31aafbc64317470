import { randomUUID } from 'node:crypto';
import type { RunningStack, TestAccount } from '@pp/testing';
import { creditLedgerRow, markingEffects } from './fault-checks.js';
import { faultRow, FaultLoad } from './fault-load.js';
import type { FaultRow, FaultTable } from './fault-table.js';
import { markingClient, pdfOf } from './marking.js';
import { until } from './papers.js';

/** A session of `count` questions on a paper whose PDFs are ready, requested and not started yet. */
export async function requestedSession(stack: RunningStack, account: TestAccount, paperId: string, count: number): Promise<string> {
  const api = markingClient(stack, account);
  const session = (await api.createFromPaper(paperId)).body.session;
  const work = (await api.upload(session.id, await pdfOf(count), 'work')).body.asset;
  for (let n = 1; n <= count; n += 1) {
    const requested = await api.request(session.id, {
      label: String(n),
      workAssetIds: [work.id],
      schemeAssetIds: [],
      pageSelections: { [work.id]: [n] },
    });
    expect(requested.status).toBe(201);
  }
  return session.id;
}

/**
 * Starts a session's marking (one Idempotency-Key) with `during` run after the start (the fault),
 * then adds the rows of its questions and of the credit ledger to the table. `runsOnce`: no fault
 * should have made any question run twice. The account's balance must move for this session only.
 */
export async function markUnder(
  stack: RunningStack,
  table: FaultTable,
  fault: string,
  account: TestAccount,
  sessionId: string,
  during: () => Promise<void>,
  runsOnce = false,
): Promise<{ rows: FaultRow[]; unsafe: unknown[] }> {
  const api = markingClient(stack, account);
  // Read through a fault that may already be on (a 5xx is read again): nothing else spends this account's credits.
  const before = (await until(api.credits, (r) => r.status === 200, 60_000, 500)).body.credits.available as number;
  const load = new FaultLoad();
  const startKey = randomUUID();
  const start = await load.send('start marking', startKey, () => api.start(sessionId, startKey));
  await during();
  await load.retryUnacknowledged();
  const effects = await markingEffects(stack, account, sessionId, { runsOnce });
  const unsafe = await load.replayAll((body) => [...(body?.started ?? [])].sort());
  const questions = [...effects.keys()].map((id) => ({ id, acknowledged: start.acknowledged }));
  const rows = [
    table.add(faultRow(fault, 'mark question', questions, effects)),
    table.add(await creditLedgerRow(stack, account, fault, before, questions, effects)),
  ];
  return { rows, unsafe };
}
