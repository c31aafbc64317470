import { randomUUID } from 'node:crypto';
import { admin, adminOrThrow, type TestAccount } from '@pp/testing';
import type { StackInfo } from '@pp/testing';
import { call, describeOnSharedStacks, expectError, stackOf } from './support/stacks.js';
import { BANK, DRAFTS, expectedIds, latest, PUBLISHED, queryString } from './support/question-bank.js';
import { createAccountWithKey } from './support/accounts.js';

/** The largest page size below n (and at most 100) that divides n, so the last page is exactly full. */
const exactDivisor = (n: number): number => Array.from({ length: 99 }, (_, i) => 100 - i).find((d) => d < n && n % d === 0) ?? 1;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function search(stack: StackInfo, key: string, params: Record<string, unknown>) {
  return call(stack, `/questions${queryString(params)}`, { key });
}

/** Follows nextCursor to the end; fails on a repeated id or a page out of order. */
/** Every page of a search; `key` gives the key of each request (a pool's turns keep each key under its rate limit). */
async function walk(
  stack: StackInfo,
  key: string | (() => string),
  params: Record<string, unknown>,
): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let cursor: string | undefined;
  for (let pages = 1; pages < 200; pages++) {
    const response = await search(stack, typeof key === 'string' ? key : key(), { ...params, cursor });
    expect(response.status).toBe(200);
    const pageIds: string[] = response.body.items.map((i: { pin: { questionId: string } }) => i.pin.questionId);
    ids.push(...pageIds);
    if (response.body.nextCursor === null) return { ids, pages };
    expect(response.body.nextCursor).toBe(pageIds[pageIds.length - 1]);
    cursor = response.body.nextCursor;
  }
  throw new Error('pagination did not end');
}

describeOnSharedStacks('question search (%s mode)', (mode) => {
  const stack = stackOf(mode);
  // Walking the whole bank takes hundreds of requests: they take turns over a pool of accounts, each
  // under its rate limits (120 a minute a key, 300 an account). Made in parallel: each is two CLI runs.
  let pool: TestAccount[];
  let turn = 0;
  const key = () => pool[turn++ % pool.length].key;
  let ada: TestAccount;
  let bob: TestAccount;

  beforeAll(async () => {
    [ada, bob, ...pool] = await Promise.all(Array.from({ length: 10 }, () => createAccountWithKey(stack, { scopes: ['questions:read'] })));
  });

  it('answers with a first page of 30 published questions, pinned, in id order', async () => {
    const response = await search(stack, key(), {});
    expect(response.status).toBe(200);
    const all = expectedIds(() => true);
    expect(response.body.items.map((i: any) => i.pin.questionId)).toEqual(all.slice(0, 30));
    expect(response.body.nextCursor).toBe(all[29]);
    const item = response.body.items[0];
    const question = PUBLISHED.find((q) => q.id === item.pin.questionId)!;
    expect(item.pin).toEqual({
      questionId: question.id,
      revision: question.revisions.length,
      contentVersion: expect.stringMatching(/^[0-9a-f]{64}$/),
      schemeVersion: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(item.summary).toMatchObject({
      title: latest(question).title,
      marks: latest(question).marks,
      partsCount: latest(question).parts.length,
      difficulty: latest(question).difficulty,
    });
    expect(item.summary.topics.map((t: any) => t.id)).toEqual([
      latest(question).moduleId,
      latest(question).topicId,
      latest(question).subtopicId,
    ]);
    expect(item.source).toMatchObject({ kind: 'original', licence: 'original-work', board: 'pearson-edexcel' });
    expect(item.moduleProfiles[0]).toMatchObject({ moduleId: latest(question).moduleId, papers: expect.any(Array) });
  });

  const sample = PUBLISHED[PUBLISHED.length >> 1];
  const FILTERS: Array<[string, Record<string, unknown>, ReturnType<typeof expectedIds>]> = [
    ['module', { module: 'further-statistics-1' }, expectedIds((r) => r.moduleId === 'further-statistics-1')],
    ['topic', { topic: latest(sample).topicId }, expectedIds((r) => r.topicId === latest(sample).topicId)],
    ['subtopic', { subtopic: latest(sample).subtopicId }, expectedIds((r) => r.subtopicId === latest(sample).subtopicId)],
    ['level', { level: 'a-level' }, expectedIds((r) => r.level === 'a-level')],
    ['level (none)', { level: 'international-as-level' }, []],
    ['subject', { subject: 'maths' }, []],
    ['board', { board: 'pearson-edexcel' }, expectedIds((r) => r.board === 'pearson-edexcel')],
    ['board (unknown)', { board: 'aqa' }, []],
    ['year', { year: 2026 }, expectedIds((r) => r.year === 2026)],
    ['tag', { tag: latest(sample).tags[0] }, expectedIds((r) => r.tags.includes(latest(sample).tags[0]))],
    ['difficulty', { difficulty: 4 }, expectedIds((r) => r.difficulty === 4)],
    ['frequency', { frequency: 'rare' }, expectedIds((r) => r.frequency === 'rare')],
    ['minMarks', { minMarks: 9 }, expectedIds((r) => r.marks >= 9)],
    ['maxMarks', { maxMarks: 4 }, expectedIds((r) => r.marks <= 4)],
    ['marks range', { minMarks: 6, maxMarks: 6 }, expectedIds((r) => r.marks === 6)],
    [
      'q (label)',
      { q: 'Poisson' },
      expectedIds((r) => r.topicId === 'fs1-poisson-distribution' || /poisson/i.test(`${r.title} ${r.tags.join(' ')} ${r.subtopicId}`)),
    ],
  ];

  it.each(FILTERS)('filters by %s exactly', async (_name, params, expected) => {
    const walked = await walk(stack, key, { ...params, limit: 100 });
    if (_name.startsWith('q')) {
      // Stemming may widen a text match; it must include every obvious match and only published questions.
      for (const id of expected) expect(walked.ids).toContain(id);
      expect(walked.ids.every((id) => PUBLISHED.some((q) => q.id === id))).toBe(true);
      expect(walked.ids.length).toBeGreaterThan(0);
    } else {
      expect(walked.ids).toEqual(expected);
    }
  });

  it('finds a question by words of its title', async () => {
    const target = PUBLISHED.find((q) => latest(q).title.split(' ').length >= 3)!;
    const response = await search(stack, key(), { q: latest(target).title, limit: 100 });
    expect(response.status).toBe(200);
    expect(response.body.items.map((i: any) => i.pin.questionId)).toContain(target.id);
  });

  it.each([
    ['everything', { limit: 100 }, expectedIds(() => true)],
    [
      'module + difficulty, small pages',
      { module: 'further-mechanics-1', difficulty: 3, limit: 4 },
      expectedIds((r) => r.moduleId === 'further-mechanics-1' && r.difficulty === 3),
    ],
    [
      'marks range + frequency',
      { minMarks: 5, maxMarks: 9, frequency: 'frequent', limit: 17 },
      expectedIds((r) => r.marks >= 5 && r.marks <= 9 && r.frequency === 'frequent'),
    ],
    [
      'topic + excluded ids',
      {
        topic: latest(sample).topicId,
        excludeIds: expectedIds((r) => r.topicId === latest(sample).topicId).filter((_, i) => i % 2 === 0),
        limit: 3,
      },
      expectedIds((r) => r.topicId === latest(sample).topicId).filter((_, i) => i % 2 === 1),
    ],
    [
      'a page size dividing the set exactly',
      { module: 'further-statistics-1', limit: exactDivisor(expectedIds((r) => r.moduleId === 'further-statistics-1').length) },
      expectedIds((r) => r.moduleId === 'further-statistics-1'),
    ],
  ])('walks pages to the end with no gap or repeat: %s', async (_name, params, expected) => {
    const limit = Math.max(1, Math.floor(Number(params.limit)));
    const walked = await walk(stack, key, { ...params, limit });
    expect(walked.ids).toEqual(expected);
    expect(new Set(walked.ids).size).toBe(walked.ids.length);
    expect(walked.pages).toBe(Math.max(1, Math.ceil(expected.length / limit)));
  });

  it('never returns excluded ids, up to 1000 of them sent as a repeated parameter', async () => {
    const excludeIds = [...expectedIds(() => true).slice(0, 120), ...Array.from({ length: 880 }, () => randomUUID())];
    const walked = await walk(stack, key, { excludeIds, limit: 100 });
    expect(walked.ids).toEqual(expectedIds(() => true).slice(120));
    const one = await search(stack, key(), { excludeIds: expectedIds(() => true)[0], limit: 1 });
    expect(one.body.items[0].pin.questionId).toBe(expectedIds(() => true)[1]);
  });

  it('gives varied random samples of the filtered set, without a cursor', async () => {
    const filtered = new Set(expectedIds((r) => r.moduleId === 'core-pure'));
    const samples: string[][] = [];
    for (let i = 0; i < 4; i++) {
      const response = await search(stack, key(), { random: true, module: 'core-pure', limit: 12 });
      expect(response.status).toBe(200);
      expect(response.body.nextCursor).toBeNull();
      const ids = response.body.items.map((it: any) => it.pin.questionId);
      expect(ids).toHaveLength(12);
      expect(new Set(ids).size).toBe(12);
      for (const id of ids) expect(filtered.has(id)).toBe(true);
      samples.push(ids);
    }
    expect(new Set(samples.map((s) => s.join())).size).toBeGreaterThan(1);
    const excluded = await search(stack, key(), { random: true, excludeIds: samples[0], module: 'core-pure', limit: 100 });
    for (const id of samples[0]) expect(excluded.body.items.map((it: any) => it.pin.questionId)).not.toContain(id);
  });

  it('refuses random=true with a cursor: 422 validation_failed on query.cursor', async () => {
    const response = await search(stack, key(), { random: true, cursor: PUBLISHED[0].id });
    expectError(response, 422, 'validation_failed');
    expect(response.body.error.details).toEqual([{ path: 'query.cursor', message: 'cannot be combined with random=true' }]);
  });

  it('keeps favourites per user (admin CLI favourite add|remove)', async () => {
    const [q1, q2, q3] = expectedIds(() => true).slice(5, 8);
    await Promise.all([
      adminOrThrow(stack, 'favourite', 'add', '--email', ada.email, '--question', q1),
      adminOrThrow(stack, 'favourite', 'add', '--email', ada.email, '--question', q3),
      adminOrThrow(stack, 'favourite', 'add', '--email', bob.email, '--question', q2),
    ]);
    expect((await walk(stack, ada.key, { favouritesOnly: true, limit: 1 })).ids).toEqual([q1, q3]);
    expect((await walk(stack, bob.key, { favouritesOnly: true })).ids).toEqual([q2]);
    expect((await search(stack, ada.key, { favouritesOnly: true, random: true })).body.items).toHaveLength(2);
    const [removed, draft] = await Promise.all([
      adminOrThrow<{ changed: boolean }>(stack, 'favourite', 'remove', '--email', ada.email, '--question', q1),
      admin(stack, 'favourite', 'add', '--email', ada.email, '--question', DRAFTS[0].id),
    ]);
    expect(removed.changed).toBe(true);
    expect((await walk(stack, ada.key, { favouritesOnly: true })).ids).toEqual([q3]);
    expect(draft.code).toBe(1);
    expect(draft.json).toMatchObject({ error: { code: 'not_found' } });
  });

  it('never leaks a draft: not searchable by any filter, text or exclusion', async () => {
    const draftIds = new Set(DRAFTS.map((q) => q.id));
    expect(draftIds.size).toBeGreaterThan(0);
    for (const draft of DRAFTS.slice(0, 3)) {
      const rev = latest(draft);
      const response = await search(stack, key(), { q: rev.title, subtopic: rev.subtopicId, limit: 100 });
      expect(response.status).toBe(200);
      for (const item of response.body.items) expect(draftIds.has(item.pin.questionId)).toBe(false);
    }
    const random = await search(stack, key(), { random: true, limit: 100 });
    for (const item of random.body.items) expect(draftIds.has(item.pin.questionId)).toBe(false);
    expect(BANK.length).toBe(PUBLISHED.length + DRAFTS.length);
  });

  it('publishes facets with stable ids, parents and published counts only', async () => {
    const response = await call(stack, '/questions/facets', { key: key() });
    expect(response.status).toBe(200);
    const { courses, modules, topics, subtopics } = response.body;
    expect(courses).toEqual([{ id: 'edexcel-9fm0', label: expect.any(String), parentId: null, publishedCount: PUBLISHED.length }]);
    for (const m of modules)
      expect(m).toEqual({
        id: m.id,
        label: expect.any(String),
        parentId: 'edexcel-9fm0',
        publishedCount: expectedIds((r) => r.moduleId === m.id).length,
      });
    for (const t of topics) expect(t.publishedCount).toBe(expectedIds((r) => r.topicId === t.id).length);
    for (const s of subtopics) expect(s.publishedCount).toBe(expectedIds((r) => r.subtopicId === s.id).length);
    expect(subtopics.every((s: any) => topics.some((t: any) => t.id === s.parentId))).toBe(true);
    const usable = topics.find((t: any) => t.publishedCount > 0);
    const filtered = await walk(stack, key, { topic: usable.id, limit: 100 });
    expect(filtered.ids).toHaveLength(usable.publishedCount);
    expect(response.body.modules.find((m: any) => m.id === 'core-pure').label).toBe('Core Pure Mathematics');
    expect(UUID.test(PUBLISHED[0].id)).toBe(true);
  });
});
