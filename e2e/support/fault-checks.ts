import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { EXPORT_EVENTS, MARKING_EVENTS } from '@pp/contracts';
import { createTestDatabase, type RunningStack, startDistributedTestStack, type TestAccount, waitForReady } from '@pp/testing';
import type { Effect } from './fault-load.js';
import type { FaultRow } from './fault-table.js';
import { markingClient, settled } from './marking.js';
import { waitingWork } from './metrics.js';
import { readExports, until } from './papers.js';
import { sql } from './stacks.js';

/** A fault suite's stack: short leases, renders and assessments slow enough to be caught mid-way, blobs on disk to count. */
export const FAULT_STACK_ENV = {
  EXPORT_JOB_LEASE_SECONDS: '10',
  EXPORT_RENDER_DELAY_MS: '2000',
  MARKING_JOB_LEASE_SECONDS: '10',
  MARKING_ASSESS_DELAY_MS: '3000',
  BLOB_STORE: 'fs',
  RATE_LIMITS: 'off',
};

/**
 * A distributed stack with FAULT_STACK_ENV (and `env`) on a database of its own (or env's DATABASE_URL). A stack must answer
 * within a minute of its start, and on a machine already busy with other suites the question bank's
 * first seed can take longer: a second start on the same database, its migrations done, is given.
 */
export async function startFaultStack(env: Record<string, string> = {}): Promise<RunningStack> {
  const database = env.DATABASE_URL ? undefined : await createTestDatabase('pp_faults');
  for (let attempt = 1; ; attempt += 1) {
    try {
      const stack = await startDistributedTestStack({ ...FAULT_STACK_ENV, DATABASE_URL: database?.url ?? '', ...env });
      return {
        ...stack,
        destroy: async () => {
          await stack.destroy();
          await database?.drop();
        },
      };
    } catch (error) {
      if (attempt === 2) {
        await database?.drop();
        throw error;
      }
    }
  }
}

/** Longest a job may take to finish after its service came back: a lease, a retry's backoff and the work itself on a busy machine. */
const RECOVERY_MS = 120_000;

/** The running test's own title, without its suite's (which ends with its mode in brackets). */
export const testTitle = (): string => (expect.getState().currentTestName ?? '').replace(/^.*?\) /, '');

/**
 * After a fault and its checks: every job finished or failed, every event published and delivered,
 * as the services' own metrics say (queue depth, outbox lag, consumer lag, all zero), waited for;
 * the line the suite's table prints.
 */
export async function settledByMetrics(stack: RunningStack, fault: string): Promise<string> {
  const started = Date.now();
  const idle = { jobs: 0, outboxLagSeconds: 0, undeliveredEvents: 0 };
  const read = () => waitingWork(stack).catch((error: unknown) => ({ unreadable: String(error) }));
  const waiting = await until(read, (work) => JSON.stringify(work) === JSON.stringify(idle), RECOVERY_MS, 1000);
  expect({ fault, waiting }).toEqual({ fault, waiting: idle });
  return `${fault}: settled by /metrics in ${Math.round((Date.now() - started) / 1000)} s (0 jobs waiting, outbox lag 0 s, 0 events undelivered)`;
}

/** kill -9 of one of a stack's apps, and it started again; the gateway is waited for, a service's work resumes on its own. */
export async function killAndRestart(
  stack: RunningStack,
  app: string,
  whileDown: () => Promise<unknown> = async () => undefined,
): Promise<void> {
  const victim = stack.processes!.processOf(app);
  victim.kill('SIGKILL');
  expect(await victim.exited).toMatchObject({ signal: 'SIGKILL' });
  await whileDown();
  const again = stack.processes!.respawn(app);
  if (app === 'gateway') await waitForReady(`${new URL(stack.url).origin}/health/ready`, [again]);
}

/** Rows counted by id as effects: there once is found, each more is doubled. */
export function effectsOfCounts(rows: ReadonlyArray<{ id: string; count: number }>): Map<string, Effect> {
  return new Map(rows.map(({ id, count }) => [id, { found: count > 0, doubled: Math.max(0, count - 1), evidence: `${count} rows` }]));
}

/** Sets of PDFs an export left in the fs blob store: one directory per attempt that stored files. */
function blobSetsOf(stack: RunningStack, ownerId: string, paperId: string, revision: number): number {
  const dir = join(stack.env.BLOB_DIR, 'objects', 'exports', ownerId, paperId, String(revision));
  try {
    return readdirSync(dir, { withFileTypes: true }).filter(
      (attempt) => attempt.isDirectory() && readdirSync(join(dir, attempt.name)).length > 0,
    ).length;
  } catch {
    return 0;
  }
}

/**
 * Each export once its job has ended: found when `ready` with its PDFs downloadable; doubled by a
 * second row, a second `ready` event or a second set of blobs, and (`runsOnce`, no fault) a second attempt.
 */
export async function exportEffects(
  stack: RunningStack,
  account: TestAccount,
  paperIds: readonly string[],
  options: { runsOnce?: boolean } = {},
): Promise<Map<string, Effect>> {
  const effects = new Map<string, Effect>();
  for (const paperId of paperIds) {
    const read = await until(
      () => readExports(stack, account.key, paperId),
      (r) => ['ready', 'failed'].includes(r.body?.export?.state),
      RECOVERY_MS,
      1000,
    );
    const download = await fetch(`${stack.url}${read.body?.export?.questionPaper?.href ?? '/missing'}`, {
      headers: { authorization: `Bearer ${account.key}` },
    });
    await download.arrayBuffer();
    const [{ rows }] = await sql<{ rows: number }>(
      stack,
      'SELECT count(*)::int AS rows FROM export.paper_exports WHERE owner_id = $1 AND paper_id = $2 AND revision = 1',
      [account.accountId, paperId],
    );
    const [{ ready }] = await sql<{ ready: number }>(
      stack,
      `SELECT count(*)::int AS ready FROM export.outbox WHERE payload->>'subject' = $1 AND payload->'data'->>'paperId' = $2 AND payload->'data'->>'state' = 'ready'`,
      [EXPORT_EVENTS.stateChanged, paperId],
    );
    const blobSets = blobSetsOf(stack, account.accountId, paperId, 1);
    const attempts = read.body?.export?.attempts ?? 0;
    const reruns = options.runsOnce ? Math.max(0, attempts - 1) : 0;
    effects.set(paperId, {
      evidence: `state ${read.body?.export?.state}, attempts ${attempts}, lastError ${JSON.stringify(read.body?.export?.lastError ?? null)}, download ${download.status}, rows ${rows}, ready events ${ready}, blob sets ${blobSets}`,
      found: read.body?.export?.state === 'ready' && download.status === 200 && blobSets >= 1,
      doubled: Math.max(0, rows - 1) + Math.max(0, ready - 1) + Math.max(0, blobSets - 1) + reruns,
    });
  }
  return effects;
}

const MARKED = ['completed', 'needs_review'];

/**
 * Each question of a session once its marking has ended: found when marked with one credit taken,
 * or visibly failed (or cancelled) with its credit back; doubled by a second credit taken, a credit
 * given back for a marked question, a second completed event, and (`runsOnce`) a second attempt.
 */
export async function markingEffects(
  stack: RunningStack,
  account: TestAccount,
  sessionId: string,
  options: { runsOnce?: boolean } = {},
): Promise<Map<string, Effect>> {
  const api = markingClient(stack, account);
  const read = await until(
    () => api.read(sessionId),
    (r) => r.status === 200 && r.body.session.questions.every((q: { status: string }) => settled(q.status)),
    RECOVERY_MS,
    1000,
  );
  const ledger = await sql<{ question: string; reason: string; count: number }>(
    stack,
    `SELECT question_id::text AS question, reason, count(*)::int AS count FROM marking.credit_entries
     WHERE owner_id = $1 AND question_id IS NOT NULL GROUP BY 1, 2`,
    [account.accountId],
  );
  const completed = await sql<{ question: string; count: number }>(
    stack,
    `SELECT payload->'data'->>'questionId' AS question, count(*)::int AS count FROM marking.outbox
     WHERE payload->>'subject' = $1 AND payload->'data'->>'sessionId' = $2 GROUP BY 1`,
    [MARKING_EVENTS.questionCompleted, sessionId],
  );
  const entries = (question: string, reason: string) => ledger.find((e) => e.question === question && e.reason === reason)?.count ?? 0;
  const effects = new Map<string, Effect>();
  for (const question of read.body.session.questions as Array<{ id: string; status: string; attempts: number }>) {
    const taken = entries(question.id, 'take');
    const givenBack = entries(question.id, 'give_back');
    const events = completed.find((e) => e.question === question.id)?.count ?? 0;
    const marked = MARKED.includes(question.status);
    effects.set(question.id, {
      evidence: `status ${question.status}, attempts ${question.attempts}, credits taken ${taken}, given back ${givenBack}, completed events ${events}`,
      found: marked ? taken === 1 && givenBack === 0 && events >= 1 : settled(question.status) && taken === givenBack,
      doubled:
        Math.max(0, taken - 1) +
        (marked ? givenBack : Math.max(0, givenBack - taken)) +
        Math.max(0, events - 1) +
        (options.runsOnce ? Math.max(0, question.attempts - 1) : 0),
    });
  }
  return effects;
}

/**
 * The credit ledger as a row: every question started should have cost exactly one credit if marked
 * and none if it failed; `found` is what the balance says was spent.
 */
export async function creditLedgerRow(
  stack: RunningStack,
  account: TestAccount,
  fault: string,
  before: number,
  questions: ReadonlyArray<{ id: string; acknowledged: boolean }>,
  effects: ReadonlyMap<string, Effect>,
): Promise<FaultRow> {
  const api = markingClient(stack, account);
  const after = (await api.credits()).body.credits.available as number;
  const statuses = await sql<{ id: string; status: string }>(stack, 'SELECT id::text, status FROM marking.questions WHERE id = ANY($1)', [
    questions.map((q) => q.id),
  ]);
  const owed = statuses.filter((q) => MARKED.includes(q.status) && effects.has(q.id)).length;
  const spent = before - after;
  return {
    fault,
    operation: 'credits (ledger)',
    attempted: questions.length,
    acknowledged: questions.filter((q) => q.acknowledged).length,
    found: spent,
    doubled: Math.max(0, spent - owed),
    lost: Math.max(0, owed - spent),
    evidence: spent === owed ? [] : [`balance ${before} before, ${after} after: ${spent} spent for ${owed} marked`],
  };
}
