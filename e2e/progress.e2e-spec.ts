import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { EXAMPLE_SCHEME_ASSET_ID, EXAMPLE_WORK_ASSET_ID, HUMAN_SUBMISSION_EXAMPLE } from '@pp/import-schema';
import { type RunningStack, startDistributedTestStack, type StackInfo, type TestAccount } from '@pp/testing';
import { createPaper, json, pinsOf, until } from './support/papers.js';
import { call, describeOnSharedStacks, describeWithOwnStacks, expectError, stackOf } from './support/stacks.js';
import { createAccountWithKey } from './support/accounts.js';

const LEARNER = [
  'questions:read',
  'papers:read',
  'papers:write',
  'marking:read',
  'marking:submit',
  'marking:review',
  'marking:import',
  'progress:read',
  'mapping:write',
] as const;

async function pdfOf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < pages; i += 1) pdf.addPage([595, 842]).drawText(`page ${i + 1}`, { x: 50, y: 700 });
  return pdf.save();
}

const post = (stack: StackInfo, account: TestAccount, path: string, body: unknown, key?: string) =>
  call(stack, path, json(body, account.key, key ? { 'idempotency-key': key } : {}));
const get = (stack: StackInfo, account: TestAccount, path: string) => call(stack, path, { key: account.key });

/**
 * A question of a saved paper marked (every allocation uncertain: nothing is read yet), then each
 * allocation decided by review edits, awarded except the listed indexes: returns the session and question.
 */
async function markedQuestion(stack: StackInfo, account: TestAccount, withheld: number[] = []) {
  // A short question; the session prepares its paper's PDFs itself.
  const paperId = await createPaper(stack, account, await pinsOf(stack, account.key, 1, { maxMarks: '5' }), 'Progress practice');
  const session = (await post(stack, account, '/marking/sessions/from-builder', { paperId, revision: 1 }, randomUUID())).body.session;
  const upload = await call(stack, `/marking/sessions/${session.id}/assets?kind=work&name=scan.pdf`, {
    method: 'POST',
    key: account.key,
    headers: { 'content-type': 'application/pdf' },
    body: await pdfOf(1),
  });
  const work = upload.body.asset;
  const question = (
    await post(
      stack,
      account,
      `/marking/sessions/${session.id}/questions`,
      { label: '1', workAssetIds: [work.id], schemeAssetIds: [], pageSelections: {} },
      randomUUID(),
    )
  ).body.question;
  await call(stack, `/marking/sessions/${session.id}/start`, {
    method: 'POST',
    key: account.key,
    headers: { 'idempotency-key': randomUUID() },
  });
  const marked = await until(
    () => get(stack, account, `/marking/sessions/${session.id}/questions/${question.id}`),
    (r) => r.body.question.status === 'needs_review',
    60_000,
  );
  return {
    sessionId: session.id as string,
    questionId: question.id as string,
    allocations: marked.body.question.result.allocations as Array<{ id: string }>,
    withheld,
  };
}

async function review(
  stack: StackInfo,
  account: TestAccount,
  sessionId: string,
  questionId: string,
  decisions: Array<'awarded' | 'withheld'>,
) {
  let revision = 1;
  const { allocations } = (await get(stack, account, `/marking/sessions/${sessionId}/questions/${questionId}`)).body.question.result;
  for (const [index, decision] of decisions.entries()) {
    const reviewed = await post(stack, account, `/marking/sessions/${sessionId}/questions/${questionId}/reviews`, {
      resultRevision: revision,
      allocationId: allocations[index].id,
      decision,
      explanation: 'Reviewed',
    });
    expect(reviewed.status).toBe(200);
    revision = reviewed.body.question.result.revision;
  }
}

const profileOf = (stack: StackInfo, account: TestAccount) => get(stack, account, '/skill-profile');

describeOnSharedStacks('pathway and skill profile (%s mode)', (mode) => {
  const stack = stackOf(mode);

  it('scores only validated evidence, moves with review edits, and recomputes after mapping corrections', async () => {
    const account = await createAccountWithKey(stack, { scopes: [...LEARNER] });
    const { sessionId, questionId, allocations } = await markedQuestion(stack, account);
    const n = allocations.length;
    // Every allocation is uncertain: kept, shown unresolved, never scored.
    const unresolved = await until(
      () => profileOf(stack, account),
      (r) => r.body?.totals?.unresolved === n,
      30_000,
    );
    expect(unresolved.body.totals).toEqual({ scored: 0, unresolved: n, provisional: 0 });
    expect(unresolved.body.skills).toEqual([expect.objectContaining({ awarded: 0, possible: 0, unresolvedCount: n })]);
    const skill = unresolved.body.skills[0].skill;
    expect(skill.level).toBe('subtopic');

    // Reviewed decisions count: all but the last awarded, the last withheld.
    const decisions = allocations.map((_, i): 'awarded' | 'withheld' => (i === n - 1 ? 'withheld' : 'awarded'));
    await review(stack, account, sessionId, questionId, decisions);
    const scored = await until(
      () => profileOf(stack, account),
      (r) => r.body?.totals?.scored === n,
      30_000,
    );
    expect(scored.body.skills[0]).toMatchObject({ skill, awarded: n - 1, possible: n, unresolvedCount: 0 });
    expect(scored.body.skills[0].estimate).toBeCloseTo(n / (n + 2), 3);
    const pathway = await get(stack, account, '/pathway');
    expect(pathway.status).toBe(200);
    expect(Array.isArray(pathway.body.steps)).toBe(true);
    for (const step of pathway.body.steps)
      expect(step.filters).toEqual(expect.objectContaining({ module: expect.any(String), topic: expect.any(String) }));

    // Mapping corrections: stale 409, bad target 422, a valid one moves the evidence to the new skill.
    const mappings = await get(stack, account, `/skill-profile/mappings?sessionId=${sessionId}`);
    expect(mappings.body.mappings).toEqual([expect.objectContaining({ questionId, skills: [skill.id], revision: 1, origin: 'bank' })]);
    expectError(
      await post(stack, account, '/skill-profile/mappings', { questionId, revision: 2, skills: ['cp1-series'] }),
      409,
      'stale_revision',
    );
    const bad = await post(stack, account, '/skill-profile/mappings', { questionId, revision: 1, skills: ['cp1-series', 'no-such-skill'] });
    expectError(bad, 422, 'validation_failed');
    expect(bad.body.error.details.map((d: { path: string }) => d.path)).toEqual(['body.skills[1]']);
    const corrected = await post(stack, account, '/skill-profile/mappings', { questionId, revision: 1, skills: ['cp1-series'] });
    expect(corrected.body.mapping).toMatchObject({ skills: ['cp1-series'], revision: 2, origin: 'corrected' });
    const moved = (await profileOf(stack, account)).body.skills;
    expect(moved).toEqual([
      expect.objectContaining({ skill: expect.objectContaining({ id: 'cp1-series', level: 'topic' }), awarded: n - 1, possible: n }),
    ]);

    // Criterion mappings: current rubric and revision needed, permitted targets only.
    const criteria = (await get(stack, account, `/skill-profile/criteria?questionId=${questionId}`)).body;
    expect(criteria).toMatchObject({ questionId, revision: 2, criteria: expect.any(Array) });
    expect(criteria.permittedTargets.map((t: { id: string }) => t.id)).toContain('cp1-series.sums-of-natural-numbers');
    const target = { criterionId: allocations[0].id, skill: 'cp1-series.sums-of-natural-numbers' };
    expectError(
      await post(stack, account, '/skill-profile/criteria', {
        questionId,
        revision: 1,
        rubricVersion: criteria.rubricVersion,
        mappings: [target],
      }),
      409,
      'stale_revision',
    );
    expectError(
      await post(stack, account, '/skill-profile/criteria', { questionId, revision: 2, rubricVersion: 'old', mappings: [target] }),
      409,
      'stale_revision',
    );
    const notPermitted = await post(stack, account, '/skill-profile/criteria', {
      questionId,
      revision: 2,
      rubricVersion: criteria.rubricVersion,
      mappings: [{ ...target, skill: 'cp1-complex-numbers' }],
    });
    expect(notPermitted.body.error.details.map((d: { path: string }) => d.path)).toEqual(['body.mappings[0].skill']);
    const remapped = await post(stack, account, '/skill-profile/criteria', {
      questionId,
      revision: 2,
      rubricVersion: criteria.rubricVersion,
      mappings: [target],
    });
    expect(remapped.body.revision).toBe(3);
    const split = (await profileOf(stack, account)).body.skills.map((s: { skill: { id: string }; possible: number }) => [
      s.skill.id,
      s.possible,
    ]);
    expect(split).toEqual([
      ['cp1-series', n - 1],
      ['cp1-series.sums-of-natural-numbers', 1],
    ]);

    // A review edit replaces the decision it edits.
    const current = (await get(stack, account, `/marking/sessions/${sessionId}/questions/${questionId}`)).body.question.result;
    await post(stack, account, `/marking/sessions/${sessionId}/questions/${questionId}/reviews`, {
      resultRevision: current.revision,
      allocationId: allocations[0].id,
      decision: 'withheld',
      explanation: 'On second thought',
    });
    const after = await until(
      () => profileOf(stack, account),
      (r) => r.body.skills.find((s: { skill: { id: string } }) => s.skill.id === 'cp1-series.sums-of-natural-numbers')?.awarded === 0,
      30_000,
    );
    expect(after.body.totals.scored).toBe(n);

    // Insights of the session; another owner's session and question are 404.
    const insights = await get(stack, account, `/skill-profile/insights?sessionId=${sessionId}`);
    expect(insights.body).toMatchObject({ sessionId, unresolved: [] });
    const stranger = await createAccountWithKey(stack, { scopes: [...LEARNER] });
    expectError(await get(stack, stranger, `/skill-profile/insights?sessionId=${sessionId}`), 404, 'not_found');
    expectError(await get(stack, stranger, `/skill-profile/criteria?questionId=${questionId}`), 404, 'not_found');
    expectError(await get(stack, stranger, `/skill-profile/mappings?sessionId=${sessionId}`), 404, 'not_found');
    expectError(
      await post(stack, stranger, '/skill-profile/mappings', { questionId, revision: 2, skills: ['cp1-series'] }),
      404,
      'not_found',
    );
  });

  it('takes imported evidence, and pages records and history by cursor with validated string parameters', async () => {
    const account = await createAccountWithKey(stack, { scopes: [...LEARNER] });
    const created = await post(stack, account, '/marking/imports', { title: 'Marked elsewhere' }, randomUUID());
    const id = created.body.import.id;
    const asset = async (kind: string, pages: number) =>
      (
        await call(stack, `/marking/imports/${id}/assets?kind=${kind}&name=${kind}.pdf`, {
          method: 'POST',
          key: account.key,
          headers: { 'content-type': 'application/pdf' },
          body: await pdfOf(pages),
        })
      ).body.asset;
    const [work, scheme] = [await asset('work', 3), await asset('scheme', 2)];
    const submission = JSON.parse(
      JSON.stringify(HUMAN_SUBMISSION_EXAMPLE).replaceAll(EXAMPLE_WORK_ASSET_ID, work.id).replaceAll(EXAMPLE_SCHEME_ASSET_ID, scheme.id),
    );
    expect((await post(stack, account, `/marking/imports/${id}/complete`, submission, randomUUID())).status).toBe(200);
    const criteria = submission.questions.flatMap((q: { criteria: unknown[] }) => q.criteria).length;
    const all = await until(
      () => get(stack, account, `/skill-profile/records?limit=100&attemptId=${id}`),
      (r) => r.body?.records?.length === criteria,
      30_000,
    );
    expect(
      all.body.records.every(
        (r: { source: { kind: string; marker: string }; attemptId: string }) =>
          r.source.kind === 'imported' && r.source.marker === 'human' && r.attemptId === id,
      ),
    ).toBe(true);
    // Imported questions carry no bank pin: unmapped until corrected, so they score no skill yet.
    expect(
      (await get(stack, account, `/skill-profile/mappings?sessionId=${id}`)).body.mappings.every(
        (m: { origin: string }) => m.origin === 'unmapped',
      ),
    ).toBe(true);

    // Pages of 2 cover every record once, in order.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { records: Array<{ criterionId: string }>; nextCursor: string | null } } = await get(
        stack,
        account,
        `/skill-profile/records?limit=2${cursor ? `&after=${cursor}` : ''}`,
      );
      seen.push(...page.body.records.map((r) => r.criterionId));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.body.records.map((r: { criterionId: string }) => r.criterionId));
    expect((await get(stack, account, '/skill-profile/history?limit=100')).body.changes.length).toBe(criteria);

    const invalid = await get(stack, account, '/skill-profile/records?limit=abc&after=x1&attemptId=nope');
    expectError(invalid, 422, 'validation_failed');
    expect(invalid.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual([
      'query.after',
      'query.attemptId',
      'query.limit',
    ]);
    expectError(await get(stack, account, '/skill-profile/records?limit=101'), 422, 'validation_failed');
    expectError(await get(stack, account, '/skill-profile/mappings?sessionId=' + id + '&offset=100001'), 422, 'validation_failed');
  });
});

describeWithOwnStacks('progress stopped while sessions are marked (distributed mode)', () => {
  let stack: RunningStack;

  beforeAll(async () => {
    stack = await startDistributedTestStack({ RATE_LIMITS: 'off' });
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    await stack?.destroy();
  });

  it('catches up when it returns: every event applied once, nothing lost or doubled', async () => {
    const account = await createAccountWithKey(stack, { scopes: [...LEARNER] });
    const progress = stack.processes!.processOf('progress');
    progress.kill('SIGKILL');
    await progress.exited;
    const { sessionId, questionId, allocations } = await markedQuestion(stack, account);
    await review(
      stack,
      account,
      sessionId,
      questionId,
      allocations.map(() => 'awarded'),
    );
    stack.processes!.respawn('progress');
    const caught = await until(
      () => profileOf(stack, account),
      (r) => r.status === 200 && r.body.totals.scored === allocations.length,
      60_000,
      1000,
    );
    expect(caught.body.totals).toEqual({ scored: allocations.length, unresolved: 0, provisional: 0 });
    expect(caught.body.skills[0]).toMatchObject({ awarded: allocations.length, possible: allocations.length });
    // One record per allocation. History: no change twice, and each allocation ends reviewed. The
    // completion and the reviews come through separate consumers, so after an outage a review may be
    // applied first: it brings the whole result (revision 2), and the older completion then changes
    // nothing; that allocation's arrival and review are then one change.
    expect((await get(stack, account, '/skill-profile/records?limit=100')).body.records).toHaveLength(allocations.length);
    const changes: Array<{ criterionId: string; decision: string; reviewed: boolean; cursor: string }> = (
      await get(stack, account, '/skill-profile/history?limit=100')
    ).body.changes;
    expect(changes.length).toBeGreaterThanOrEqual(allocations.length);
    expect(changes.length).toBeLessThanOrEqual(allocations.length * 2);
    expect(new Set(changes.map((c) => `${c.criterionId}/${c.decision}/${c.reviewed}`)).size).toBe(changes.length);
    for (const allocation of allocations) {
      expect(changes.filter((c) => c.criterionId === allocation.id).at(-1)).toMatchObject({ decision: 'awarded', reviewed: true });
    }
  });
});
