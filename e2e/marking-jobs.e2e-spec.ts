import { MARKING_EVENTS } from '@pp/contracts';
import { type RunningStack, startDistributedTestStack, type TestAccount } from '@pp/testing';
import { createAccountWithKey } from './support/accounts.js';
import { MARKER_SCOPES, markingClient, pdfOf, preparedPaper, settled } from './support/marking.js';
import { until } from './support/papers.js';
import { describeWithOwnStacks, expectError, sql } from './support/stacks.js';

describeWithOwnStacks('marking jobs across a restart, cancels and credits (distributed mode)', () => {
  let stack: RunningStack;

  beforeAll(async () => {
    // A short lease, and assessments that stay `running` long enough to be caught.
    stack = await startDistributedTestStack({ MARKING_JOB_LEASE_SECONDS: '10', MARKING_ASSESS_DELAY_MS: '6000', RATE_LIMITS: 'off' });
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    await stack?.destroy();
  });

  async function sessionWithQuestions(
    api: ReturnType<typeof markingClient>,
    account: TestAccount,
    count: number,
  ): Promise<{ sessionId: string; questionIds: string[] }> {
    const paperId = await preparedPaper(stack, account, count);
    const session = (await api.createFromPaper(paperId)).body.session;
    const work = (await api.upload(session.id, await pdfOf(count), 'work')).body.asset;
    const questionIds: string[] = [];
    for (let n = 1; n <= count; n += 1) {
      questionIds.push(
        (
          await api.request(session.id, {
            label: String(n),
            workAssetIds: [work.id],
            schemeAssetIds: [],
            pageSelections: { [work.id]: [n] },
          })
        ).body.question.id,
      );
    }
    return { sessionId: session.id, questionIds };
  }

  it('finishes every job once after the marking service is killed mid-run: credits neither lost nor doubled', async () => {
    const account = await createAccountWithKey(stack, { scopes: [...MARKER_SCOPES] });
    const api = markingClient(stack, account);
    const { sessionId, questionIds } = await sessionWithQuestions(api, account, 2);
    const before = (await api.credits()).body.credits.available;
    expect((await api.start(sessionId)).status).toBe(202);
    const running = await until(
      () => api.read(sessionId),
      (r) => r.body.session.questions.some((q: { status: string }) => q.status === 'running'),
      30_000,
      200,
    );
    expect(running.body.session.questions.map((q: { status: string }) => q.status)).toContain('running');

    const killed = stack.processes!.processOf('marking');
    killed.kill('SIGKILL');
    expect(await killed.exited).toMatchObject({ signal: 'SIGKILL' });
    expectError(await api.read(sessionId), 503, 'service_unavailable');
    stack.processes!.respawn('marking');

    const done = await until(
      () => api.read(sessionId),
      (r) => r.status === 200 && r.body.session.questions.every((q: { status: string }) => settled(q.status)),
      120_000,
      1000,
    );
    expect(done.body.session.questions.map((q: { status: string; attempts: number }) => [q.status, q.attempts])).toEqual([
      ['needs_review', 1],
      ['needs_review', 1],
    ]);
    expect((await api.credits()).body.credits.available).toBe(before - 2);
    const completed = await sql<{ question: string }>(
      stack,
      `SELECT payload->'data'->>'questionId' AS question FROM marking.outbox WHERE payload->>'subject' = $1 AND payload->'data'->>'sessionId' = $2`,
      [MARKING_EVENTS.questionCompleted, sessionId],
    );
    expect(completed.map((e) => e.question).sort()).toEqual([...questionIds].sort());
  });

  it('cancels a running question: its credit comes back and its late result is discarded', async () => {
    const account = await createAccountWithKey(stack, { scopes: [...MARKER_SCOPES] });
    const api = markingClient(stack, account);
    const { sessionId, questionIds } = await sessionWithQuestions(api, account, 1);
    const before = (await api.credits()).body.credits.available;
    await api.start(sessionId);
    await until(
      () => api.question(sessionId, questionIds[0]),
      (r) => r.body.question.status === 'running',
      30_000,
      200,
    );
    const cancelled = await api.cancel(sessionId, questionIds[0]);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.question.status).toBe('cancelled');
    expect((await api.credits()).body.credits.available).toBe(before);
    expectError(await api.cancel(sessionId, questionIds[0]), 409, 'not_cancellable');
    // The job's assessment ends after its delay (pg-boss completes the job); its result is not recorded.
    const jobStates = () =>
      sql<{ state: string }>(stack, `SELECT state FROM marking.job WHERE name = 'mark-questions' AND data->>'questionId' = $1`, [
        questionIds[0],
      ]);
    expect(await until(jobStates, (jobs) => jobs.length > 0 && jobs.every((job) => job.state === 'completed'), 60_000, 200)).toEqual([
      { state: 'completed' },
    ]);
    expect((await api.question(sessionId, questionIds[0])).body.question).toMatchObject({ status: 'cancelled', result: null });
    // Cancelled is final: a start finds nothing new and leaves it as it is.
    expectError(await api.start(sessionId), 409, 'nothing_to_start');
    expect((await api.question(sessionId, questionIds[0])).body.question).toMatchObject({ status: 'cancelled', attempts: 1 });
    // Requesting its label again makes a new question, which a start marks for a credit.
    const { label, workAssetIds, schemeAssetIds, pageSelections } = cancelled.body.question;
    const again = await api.request(sessionId, { label, workAssetIds, schemeAssetIds, pageSelections });
    expect(again.status).toBe(201);
    expect(again.body.question.id).not.toBe(questionIds[0]);
    expect((await api.question(sessionId, questionIds[0])).body.question).toMatchObject({
      status: 'cancelled',
      supersededBy: again.body.question.id,
    });
    expect((await api.start(sessionId)).body.started).toEqual([again.body.question.id]);
    expect((await api.credits()).body.credits.available).toBe(before - 1);
  });
});
