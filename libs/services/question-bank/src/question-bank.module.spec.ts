import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Module, type INestMicroservice } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  type CheckPinsResult,
  type GetRevisionsResult,
  type QuestionSearchResult,
  rpcSubject,
  type SearchQuestionsQuery,
  ServiceError,
} from '@pp/contracts';
import { BlobStore, createBusMicroservice, MessageBus, PlatformModule, runStatement, type SqlStatement } from '@pp/platform';
import { createTestDatabase, type TestDatabase } from '@pp/testing';
import { contentVersion, generateSeedBank, schemeVersion, type SeedQuestion } from '@pp/question-content';
import { Favourites } from './favourites/favourites.service.js';
import { QuestionBankModule } from './question-bank.module.js';
import { QuestionsService } from './questions/questions.service.js';
import { SamplePools } from './search/sample-pools.js';
import { generatorFingerprint } from './seed/generator-fingerprint.js';
import { SeedService } from './seed/seed.service.js';

const VARIANTS = 1;

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('question-bank service (real database)', () => {
  let database: TestDatabase;
  let blobDir: string;
  let app: INestMicroservice;
  let service: QuestionsService;
  let bus: MessageBus;
  let dataSource: DataSource;
  const bank: SeedQuestion[] = generateSeedBank({ variantsPerTemplate: VARIANTS });
  const published = bank.filter((q) => q.status === 'published');
  const drafts = bank.filter((q) => q.status === 'draft');
  const revised = published.find((q) => q.revisions.length > 1)!;
  const withDiagram = published.find((q) => q.revisions[q.revisions.length - 1].diagrams.length > 0)!;
  const owner = randomUUID();
  const other = randomUUID();

  beforeAll(async () => {
    database = await createTestDatabase('pp_question_bank');
    blobDir = mkdtempSync(join(tmpdir(), 'pp-qb-'));
    process.env.QUESTION_BANK_SEED_VARIANTS = String(VARIANTS);

    @Module({
      imports: [
        PlatformModule.forRoot({
          database: { url: database.url, poolSize: 4, runMigrations: true },
          messaging: { transport: 'in-process' },
          blob: { kind: 'fs', rootDir: blobDir },
        }),
        QuestionBankModule,
      ],
    })
    class TestModule {}

    app = await createBusMicroservice(TestModule, { logger: false });
    await app.listen();
    service = app.get(QuestionsService);
    bus = app.get(MessageBus);
    dataSource = app.get<DataSource>(getDataSourceToken('question_bank'));
  });

  afterAll(async () => {
    delete process.env.QUESTION_BANK_SEED_VARIANTS;
    await app?.close();
    await database?.drop();
    rmSync(blobDir, { recursive: true, force: true });
  });

  const search = async (input: Record<string, unknown>, ownerId = owner) =>
    (await service.search(ownerId, { excludeIds: [], random: false, favouritesOnly: false, limit: 30, ...input })).parse();

  async function walk(filters: Record<string, unknown>, limit: number, ownerId = owner): Promise<string[]> {
    const ids: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 1000; page++) {
      const result = await search({ ...filters, limit, ...(cursor && { cursor }) }, ownerId);
      ids.push(...result.items.map((i) => i.pin.questionId));
      if (result.nextCursor === null) return ids;
      expect(result.items).toHaveLength(limit);
      cursor = result.nextCursor;
    }
    throw new Error('pagination did not end');
  }

  it('seeded the bank on start and skips an unchanged bank without generating it again', async () => {
    const [{ count }] = await dataSource.query('SELECT count(*)::int AS count FROM question_bank.questions');
    expect(count).toBe(bank.length);
    expect(await app.get(SeedService).seed(VARIANTS)).toMatchObject({ seeded: false, generated: false, questions: bank.length });
  });

  it('generates and compares the bank when the code that generated the stored one is not known, and keeps its fingerprint then', async () => {
    await dataSource.query('UPDATE question_bank.seed_state SET generator_fingerprint = NULL');
    expect(await app.get(SeedService).seed(VARIANTS)).toMatchObject({ seeded: false, generated: true, questions: bank.length });
    const [{ fingerprint }] = await dataSource.query('SELECT generator_fingerprint AS fingerprint FROM question_bank.seed_state');
    expect(fingerprint).toBe(generatorFingerprint(VARIANTS));
    expect(await app.get(SeedService).seed(VARIANTS)).toMatchObject({ seeded: false, generated: false });
  });

  it('stores every diagram in the BlobStore under its content hash', async () => {
    const rows: Array<{ blob_key: string; sha256: string; byte_size: number }> = await dataSource.query(
      'SELECT DISTINCT blob_key, sha256, byte_size FROM question_bank.diagrams',
    );
    expect(rows.length).toBeGreaterThan(0);
    const stat = await app.get(BlobStore).stat(rows[0].blob_key);
    expect(stat).toMatchObject({ sha256: rows[0].sha256, size: rows[0].byte_size });
  });

  it('walks every published question exactly once, in id order, and never a draft', async () => {
    const ids = await walk({}, 37);
    expect(ids).toEqual(published.map((q) => q.id).sort());
    for (const draft of drafts) expect(ids).not.toContain(draft.id);
  });

  it('pins the latest revision with the content hashes', async () => {
    const { items } = await search({
      limit: 100,
      excludeIds: [],
      cursor: undefined,
      module: revised.revisions[1].moduleId,
      topic: revised.revisions[1].topicId,
    });
    const item = items.find((i) => i.pin.questionId === revised.id)!;
    const latest = revised.revisions[1];
    expect(item.pin).toEqual({
      questionId: revised.id,
      revision: 2,
      contentVersion: contentVersion(latest),
      schemeVersion: schemeVersion(latest),
    });
    expect(item.summary).toMatchObject({
      title: latest.title,
      marks: latest.marks,
      partsCount: latest.parts.length,
      difficulty: latest.difficulty,
    });
    expect(item.moduleProfiles[0].moduleId).toBe(latest.moduleId);
  });

  it.each([
    [{ module: 'further-mechanics-1' }, (q: SeedQuestion) => q.revisions.at(-1)!.moduleId === 'further-mechanics-1'],
    [
      { difficulty: 3, frequency: 'frequent' },
      (q: SeedQuestion) => q.revisions.at(-1)!.difficulty === 3 && q.revisions.at(-1)!.frequency === 'frequent',
    ],
    [{ minMarks: 5, maxMarks: 8 }, (q: SeedQuestion) => q.revisions.at(-1)!.marks >= 5 && q.revisions.at(-1)!.marks <= 8],
    [{ board: 'pearson-edexcel', year: 2026, level: 'a-level', subject: 'further-maths' }, () => true],
    [{ level: 'as-level' }, () => false],
  ])('filters %j exactly', async (filters, expected) => {
    expect(await walk(filters, 9)).toEqual(
      published
        .filter(expected)
        .map((q) => q.id)
        .sort(),
    );
  });

  it('finds questions by text over titles and labels', async () => {
    const target = published[0].revisions.at(-1)!;
    const { items } = await search({ q: target.title, limit: 100 });
    expect(items.map((i) => i.pin.questionId)).toContain(published[0].id);
    const byLabel = await walk({ q: 'hyperbolic' }, 50);
    expect(byLabel.length).toBeGreaterThan(0);
    const topics = new Set(published.filter((q) => byLabel.includes(q.id)).map((q) => q.revisions.at(-1)!.topicId));
    expect([...topics].some((t) => t.includes('hyperbolic'))).toBe(true);
  });

  it('leaves out excluded ids and refuses a cursor with random', async () => {
    const excludeIds = published.slice(0, 20).map((q) => q.id);
    const ids = await walk({ excludeIds }, 50);
    expect(ids).toHaveLength(published.length - 20);
    for (const id of excludeIds) expect(ids).not.toContain(id);
    await expect(search({ random: true, cursor: published[0].id })).rejects.toMatchObject({
      code: 'validation_failed',
      details: [{ path: 'query.cursor', message: 'cannot be combined with random=true' }],
    });
    await expect(search({ minMarks: 9, maxMarks: 2 })).rejects.toMatchObject({
      code: 'validation_failed',
      details: [{ path: 'query.minMarks' }, { path: 'query.maxMarks' }],
    });
  });

  it('gives varied random samples without a cursor', async () => {
    const samples = await Promise.all(Array.from({ length: 4 }, () => search({ random: true, limit: 10 })));
    for (const sample of samples) {
      expect(sample.items).toHaveLength(10);
      expect(sample.nextCursor).toBeNull();
    }
    expect(new Set(samples.map((s) => s.items.map((i) => i.pin.questionId).join())).size).toBeGreaterThan(1);
  });

  describe('random samples of taxonomy filters, drawn from pools of ids', () => {
    // The smallest topic with at least 3 published questions, so a sample of 100 takes all of it.
    const byTopic = new Map<string, string[]>();
    for (const q of published) byTopic.set(q.revisions.at(-1)!.topicId, [...(byTopic.get(q.revisions.at(-1)!.topicId) ?? []), q.id]);
    const [topic, members] = [...byTopic].filter(([, qs]) => qs.length >= 3).sort((a, b) => a[1].length - b[1].length)[0];
    const ids = members.sort();
    const sampleAll = async () => (await search({ random: true, topic, limit: 100 })).items.map((i) => i.pin.questionId).sort();

    /** Takes a question out of the current set for the length of `during`, as a withdrawal would. */
    async function withdrawn<T>(questionId: string, during: () => Promise<T>): Promise<T> {
      const [{ revision }] = await dataSource.query(
        'SELECT revision FROM question_bank.question_revisions WHERE question_id = $1 AND is_current',
        [questionId],
      );
      const setCurrent = (current: boolean) =>
        dataSource.query('UPDATE question_bank.question_revisions SET is_current = $3 WHERE question_id = $1 AND revision = $2', [
          questionId,
          revision,
          current,
        ]);
      await setCurrent(false);
      try {
        return await during();
      } finally {
        await setCurrent(true);
      }
    }

    it('never returns a question withdrawn after its pool was read', async () => {
      expect(await sampleAll()).toEqual(ids);
      await withdrawn(ids[0], async () => {
        // The pool still lists it: the items are read with the filters, the sample goes to SQL and the pool is dropped.
        expect(await sampleAll()).toEqual(ids.slice(1));
        expect(await sampleAll()).toEqual(ids.slice(1));
      });
      // Current again, but the pool read meanwhile serves its minute: missed, never wrongly drawn.
      expect(await sampleAll()).toEqual(ids.slice(1));
    });

    it('keeps a pool for its maximum age, then reads it again', async () => {
      const run = <T>(statement: SqlStatement) => runStatement<T>(dataSource, statement);
      const kept = new SamplePools(run, 60_000);
      const expiring = new SamplePools(run, 0);
      const query: SearchQuestionsQuery = { excludeIds: [], random: true, favouritesOnly: false, limit: 100, topic };
      const drawn = async (pools: SamplePools) => (await pools.sample(query))!.map((row) => row.id).sort();
      await withdrawn(ids[0], async () => {
        expect(await drawn(kept)).toEqual(ids.slice(1));
        expect(await drawn(expiring)).toEqual(ids.slice(1));
      });
      expect(await drawn(kept)).toEqual(ids.slice(1));
      expect(await drawn(expiring)).toEqual(ids);
    });

    it('leaves out excluded ids and gives all the rest when fewer than the limit remain', async () => {
      const excludeIds = ids.slice(0, 2).map((id) => id.toUpperCase());
      for (let t = 0; t < 5; t++) {
        const { items } = await search({ random: true, topic, limit: 100, excludeIds });
        expect(items.map((i) => i.pin.questionId).sort()).toEqual(ids.slice(2));
      }
    });
  });

  it('keeps favourites per owner', async () => {
    const favourites = new Favourites(dataSource);
    const [a, b] = published;
    expect((await favourites.add(owner, a.id)).changed).toBe(true);
    expect((await favourites.add(owner, a.id)).changed).toBe(false);
    await favourites.add(other, b.id);
    expect(await walk({ favouritesOnly: true }, 1)).toEqual([a.id]);
    expect(await walk({ favouritesOnly: true }, 1, other)).toEqual([b.id]);
    await expect(favourites.add(owner, drafts[0].id)).rejects.toMatchObject({ code: 'not_found' });
    expect((await favourites.remove(owner, a.id)).changed).toBe(true);
    expect(await walk({ favouritesOnly: true }, 5)).toEqual([]);
  });

  it('reads revisions, old ones included, and hides drafts and unknown revisions', async () => {
    const one = await service.readQuestion({ questionId: revised.id, revision: 1 });
    expect(one.question).toMatchObject({
      id: revised.id,
      revision: 1,
      latestRevision: 2,
      pin: { contentVersion: contentVersion(revised.revisions[0]) },
    });
    expect(one.question.markScheme.allocations).toHaveLength(revised.revisions[0].marks);
    const two = await service.readQuestion({ questionId: revised.id, revision: 2 });
    expect(two.question.markScheme.notes.length).toBeGreaterThan(one.question.markScheme.notes.length);
    await expect(service.readQuestion({ questionId: revised.id, revision: 3 })).rejects.toMatchObject({ code: 'not_found' });
    await expect(service.readQuestion({ questionId: drafts[0].id, revision: 1 })).rejects.toMatchObject({ code: 'not_found' });
    await expect(service.readQuestion({ questionId: randomUUID(), revision: 1 })).rejects.toBeInstanceOf(ServiceError);
  });

  it('locates diagram bytes of published revisions only', async () => {
    const rev = withDiagram.revisions.length;
    const { question } = await service.readQuestion({ questionId: withDiagram.id, revision: rev });
    expect(question.diagrams[0]).not.toHaveProperty('blobKey');
    // Its drawn size: our diagrams' labels are 11 pt at their view box's size.
    const [, width, height] = /viewBox="0 0 (\S+) (\S+)"[^>]*font-size="11"/
      .exec(withDiagram.revisions[rev - 1].diagrams[0].svg)!
      .map(Number);
    expect(question.diagrams[0]).toMatchObject({ width, height });
    const location = await service.assetLocation({ questionId: withDiagram.id, revision: rev, assetId: question.diagrams[0].assetId });
    const bytes = await readAll(await app.get(BlobStore).get(location.blobKey));
    expect(bytes.toString('utf8')).toBe(withDiagram.revisions[rev - 1].diagrams[0].svg);
    expect(location.byteSize).toBe(bytes.length);
    await expect(service.assetLocation({ questionId: withDiagram.id, revision: rev, assetId: randomUUID() })).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it('counts published questions in the facets', async () => {
    const facets = await service.facets();
    expect(facets.courses[0].publishedCount).toBe(published.length);
    expect(facets.modules.reduce((n, m) => n + m.publishedCount, 0)).toBe(published.length);
    expect(facets.subtopics.reduce((n, m) => n + m.publishedCount, 0)).toBe(published.length);
  });

  it('checks pins over the bus for other services', async () => {
    const latest = revised.revisions[1];
    const first = revised.revisions[0];
    const pin = (q: SeedQuestion, revision: number) => ({
      questionId: q.id,
      revision,
      contentVersion: contentVersion(q.revisions[revision - 1]),
      schemeVersion: schemeVersion(q.revisions[revision - 1]),
    });
    const result = await bus.request<CheckPinsResult>(rpcSubject('question-bank', 'check-pins'), {
      auth: { ownerId: owner, keyId: randomUUID(), scopes: [], requestId: 'r' },
      input: {
        pins: [
          pin(revised, 2),
          pin(revised, 1),
          { ...pin(revised, 2), schemeVersion: schemeVersion(first) },
          { ...pin(revised, 1), contentVersion: contentVersion(latest), schemeVersion: schemeVersion(latest) },
          pin(drafts[0], 1),
        ],
      },
    });
    expect(result.results.map((r) => [r.ok, r.problems, r.latestRevision])).toEqual([
      [true, [], 2],
      [true, [], 2],
      [false, ['scheme_version_mismatch'], 2],
      [false, ['content_version_mismatch', 'scheme_version_mismatch'], 2],
      [false, ['not_found'], null],
    ]);
    await expect(bus.request(rpcSubject('question-bank', 'check-pins'), { auth: {}, input: { pins: [] } })).rejects.toMatchObject({
      code: 'validation_failed',
    });
  });

  it('fetches pinned revisions in bulk with scheme and blob keys', async () => {
    const result = await bus.request<GetRevisionsResult>(rpcSubject('question-bank', 'get-revisions'), {
      auth: { ownerId: owner, keyId: randomUUID(), scopes: [], requestId: 'r' },
      input: {
        revisions: [
          { questionId: withDiagram.id, revision: withDiagram.revisions.length },
          { questionId: revised.id, revision: 1 },
          { questionId: drafts[0].id, revision: 1 },
        ],
      },
    });
    expect(result.revisions.map((r) => [r.id, r.revision])).toEqual([
      [withDiagram.id, withDiagram.revisions.length],
      [revised.id, 1],
    ]);
    expect(result.revisions[0].diagrams[0]).toMatchObject({
      blobKey: expect.stringMatching(/^question-bank\/diagrams\/[0-9a-f]{64}\.svg$/),
      width: expect.any(Number),
      height: expect.any(Number),
    });
    expect(result.missing).toEqual([{ questionId: drafts[0].id, revision: 1 }]);
  });

  it('serves search over the bus with JSON-safe items', async () => {
    const result = await bus.request<QuestionSearchResult>(rpcSubject('question-bank', 'search'), {
      auth: { ownerId: owner, keyId: randomUUID(), scopes: ['questions:read'], requestId: 'r' },
      input: { limit: '5' },
    });
    expect(result.items).toHaveLength(5);
    expect(typeof result.nextCursor).toBe('string');
  });

  // Last: it changes the stored bank. A stored revision whose generated content changed (simulated by
  // an older pin in the database) gets a new revision; the stored one stays exactly as it was, and so
  // does a diagram stored before sizes were recorded (simulated by clearing its size).
  it('gives a question whose content changed a new revision and never rewrites a stored one', async () => {
    const diagramRevision = withDiagram.revisions.length;
    await dataSource.query('UPDATE question_bank.diagrams SET width = NULL, height = NULL WHERE question_id = $1 AND revision = $2', [
      withDiagram.id,
      diagramRevision,
    ]);
    const question = published.find((q) => q.revisions.length === 1 && q.revisions[0].diagrams.length === 0)!;
    const older = '0'.repeat(64);
    await dataSource.query(
      `UPDATE question_bank.question_revisions SET content_version = '${older}' WHERE question_id = $1 AND revision = 1`,
      [question.id],
    );
    // As an older release left it: another bank, generated by other code.
    await dataSource.query(`UPDATE question_bank.seed_state SET bank_hash = 'older', generator_fingerprint = NULL`);
    const before: Array<{ content: unknown }> = await dataSource.query(
      'SELECT content FROM question_bank.question_revisions WHERE question_id = $1 AND revision = 1',
      [question.id],
    );

    const outcome = await app.get(SeedService).seed(VARIANTS);
    expect(outcome.seeded).toBe(true);
    const rows: Array<{ revision: number; content_version: string; content: unknown; is_current: boolean }> = await dataSource.query(
      'SELECT revision, content_version, content, is_current FROM question_bank.question_revisions WHERE question_id = $1 ORDER BY revision',
      [question.id],
    );
    expect(rows.map((r) => [r.revision, r.content_version, r.is_current])).toEqual([
      [1, older, false],
      [2, contentVersion(question.revisions[0]), true],
    ]);
    expect(rows[0].content).toEqual(before[0].content);
    const read = await service.readQuestion({ questionId: question.id, revision: 1 });
    expect(read.question).toMatchObject({ revision: 1, latestRevision: 2 });
    // Papers pinning it counted their pages with the fixed box of a diagram without a size.
    const unsized = await service.readQuestion({ questionId: withDiagram.id, revision: diagramRevision });
    expect(unsized.question.diagrams.map((d) => [d.width, d.height])).toEqual(unsized.question.diagrams.map(() => [undefined, undefined]));
    expect((await app.get(SeedService).seed(VARIANTS)).seeded).toBe(false);
    // Every other question kept its revisions.
    const [{ count }] = await dataSource.query('SELECT count(*)::int AS count FROM question_bank.question_revisions');
    expect(count).toBe(bank.reduce((n, q) => n + q.revisions.length, 0) + 1);
  });
});
