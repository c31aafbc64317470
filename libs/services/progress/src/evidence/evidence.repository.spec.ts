import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { openDataSource } from '@pp/platform';
import { createTestDatabase, eventually, type TestDatabase } from '@pp/testing';
import { progressService } from '../progress.database.js';
import { EvidenceRepository, type EvidenceRow, type NewEvidence, type QuestionMappingRow } from './evidence.repository.js';

type Table = 'evidence' | 'evidence_history';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 9, minute));

/** The rules the progress service keeps in SQL, on a real database: keyset pages of records, owner scoping, the standings. */
describe('EvidenceRepository (real database)', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let evidence: EvidenceRepository;

  beforeAll(async () => {
    database = await createTestDatabase('pp_progress_evidence_repo');
    dataSource = await openDataSource(progressService, { url: database.url, poolSize: 3, runMigrations: true });
    evidence = new EvidenceRepository(dataSource);
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  const mapping = (
    questionId: string,
    attemptId: string,
    label: string,
    overrides: Partial<QuestionMappingRow> = {},
  ): QuestionMappingRow => ({
    question_id: questionId,
    attempt_id: attemptId,
    label,
    bank_question_id: null,
    skills: [],
    origin: 'unmapped',
    examined: null,
    revision: 1,
    criteria: [],
    rubric_version: 'v1',
    criteria_revision: 1,
    result_revision: 1,
    ...overrides,
  });

  /** A marked question of `attemptId`: its mapping, then one evidence record per criterion, in the order given. */
  async function mark(
    ownerId: string,
    attemptId: string,
    label: string,
    criteria: Array<Partial<NewEvidence> & { criterion_id: string }>,
    minute = 0,
  ): Promise<string> {
    const questionId = randomUUID();
    await dataSource.transaction(async (manager) => {
      await evidence.insertMapping(manager, ownerId, mapping(questionId, attemptId, label));
      for (const criterion of criteria) await put(ownerId, questionId, attemptId, criterion, minute, manager);
    });
    return questionId;
  }

  const put = (
    ownerId: string,
    questionId: string,
    attemptId: string,
    criterion: Partial<NewEvidence> & { criterion_id: string },
    minute: number,
    manager = dataSource.manager,
  ) =>
    evidence.putEvidence(
      manager,
      ownerId,
      [
        {
          question_id: questionId,
          attempt_id: attemptId,
          code: 'M1',
          decision: 'awarded',
          state: 'scored',
          source_kind: 'automated',
          marker: null,
          reviewed: false,
          skill: null,
          ...criterion,
        },
      ],
      at(minute),
    );

  /** Every record of the owner, page by page, each page after the last record of the one before (its seq is the cursor). */
  async function walk(ownerId: string, table: Table, limit: number, attemptId: string | null = null): Promise<EvidenceRow[][]> {
    const pages: EvidenceRow[][] = [];
    let after = 0;
    for (;;) {
      const page = await evidence.records(ownerId, table, after, limit, attemptId);
      if (!page.length) return pages;
      pages.push(page);
      after = Number(page[page.length - 1].seq);
    }
  }
  const keys = (rows: EvidenceRow[]) => rows.map((r) => `${r.label}/${r.criterion_id}`);

  it('pages an owner’s records in arrival order, each once, whatever another owner adds in between', async () => {
    const owner = randomUUID();
    const other = randomUUID();
    const attempt = randomUUID();
    await mark(owner, attempt, '1', [{ criterion_id: 'a' }, { criterion_id: 'b' }]);
    await mark(other, randomUUID(), 'theirs', [{ criterion_id: 'x' }]);
    await mark(owner, attempt, '2', [{ criterion_id: 'a' }, { criterion_id: 'b' }, { criterion_id: 'c' }]);
    await mark(other, randomUUID(), 'theirs', [{ criterion_id: 'y' }]);

    for (const table of ['evidence', 'evidence_history'] as const) {
      const pages = await walk(owner, table, 2);
      expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
      expect(keys(pages.flat())).toEqual(['1/a', '1/b', '2/a', '2/b', '2/c']);
      const seqs = pages.flat().map((r) => Number(r.seq));
      expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
    }
    expect(keys(await evidence.records(other, 'evidence', 0, 100, null))).toEqual(['theirs/x', 'theirs/y']);
    expect(await evidence.records(owner, 'evidence', Number.MAX_SAFE_INTEGER, 100, null)).toEqual([]);
  });

  it('keeps a replaced record in its place, so a walk in progress neither repeats nor loses one; its history gains the change at the end', async () => {
    const owner = randomUUID();
    const attempt = randomUUID();
    const first = await mark(owner, attempt, '1', [{ criterion_id: 'a' }, { criterion_id: 'b' }]);
    await mark(owner, attempt, '2', [{ criterion_id: 'a' }]);

    const page = await evidence.records(owner, 'evidence', 0, 2, null);
    expect(keys(page)).toEqual(['1/a', '1/b']);
    // While the owner reads, a record already read is replaced and a new one arrives.
    await put(owner, first, attempt, { criterion_id: 'a', decision: 'withheld' }, 5);
    await mark(owner, attempt, '3', [{ criterion_id: 'a' }], 6);
    const rest = await evidence.records(owner, 'evidence', Number(page[1].seq), 10, null);
    expect(keys(rest)).toEqual(['2/a', '3/a']);

    const records = (await walk(owner, 'evidence', 10)).flat();
    expect(records.map((r) => `${r.label}/${r.criterion_id}:${r.decision}`)).toEqual([
      '1/a:withheld',
      '1/b:awarded',
      '2/a:awarded',
      '3/a:awarded',
    ]);
    expect(records[0].recorded_at).toEqual(at(5));
    expect((await walk(owner, 'evidence_history', 2)).flat().map((r) => `${r.label}/${r.criterion_id}:${r.decision}`)).toEqual([
      '1/a:awarded',
      '1/b:awarded',
      '2/a:awarded',
      '1/a:withheld',
      '3/a:awarded',
    ]);
  });

  // A row's seq is taken when it is written: were two writes of one owner not in order, one that
  // commits after a later-numbered one would land behind a reader's cursor and never be paged.
  it('numbers an owner’s records in commit order, so a page walk misses none written concurrently', async () => {
    const owner = randomUUID();
    const attempt = randomUUID();
    const slow = randomUUID();
    const fast = randomUUID();
    await dataSource.transaction(async (manager) => {
      await evidence.insertMapping(manager, owner, mapping(slow, attempt, 'slow'));
      await evidence.insertMapping(manager, owner, mapping(fast, attempt, 'fast'));
    });

    let commitSlow!: () => void;
    const slowHolds = new Promise<void>((resolve) => (commitSlow = resolve));
    let slowNumbered!: () => void;
    const slowHasSeq = new Promise<void>((resolve) => (slowNumbered = resolve));
    const slowWrite = dataSource.transaction(async (manager) => {
      await put(owner, slow, attempt, { criterion_id: 'a' }, 0, manager);
      slowNumbered();
      await slowHolds;
    });
    await slowHasSeq;
    // A later event's record waits for the owner's evidence lock instead of taking the next seq first.
    let fastPid: number | undefined;
    const fastWrite = dataSource.transaction(async (manager) => {
      fastPid = ((await manager.query('SELECT pg_backend_pid() AS pid')) as Array<{ pid: number }>)[0].pid;
      await put(owner, fast, attempt, { criterion_id: 'a' }, 1, manager);
    });
    await eventually(async () => {
      if (fastPid === undefined) return false;
      const [row] = (await dataSource.query('SELECT pg_blocking_pids($1) AS blockers', [fastPid])) as Array<{ blockers: number[] }>;
      return row.blockers.length > 0;
    });
    expect(await evidence.records(owner, 'evidence', 0, 10, null)).toEqual([]);

    commitSlow();
    await slowWrite;
    const seen = await evidence.records(owner, 'evidence', 0, 10, null);
    expect(keys(seen)[0]).toBe('slow/a');
    await fastWrite;
    const next = await evidence.records(owner, 'evidence', Number(seen[seen.length - 1].seq), 10, null);
    // Every record of the owner is on some page of the walk, once.
    expect(keys([...seen, ...next])).toEqual(['slow/a', 'fast/a']);
  });

  it('adds no history for a record put again unchanged', async () => {
    const owner = randomUUID();
    const attempt = randomUUID();
    const question = await mark(owner, attempt, '1', [{ criterion_id: 'a', skill: 'algebra' }]);
    await put(owner, question, attempt, { criterion_id: 'a', skill: 'algebra' }, 7);
    expect((await evidence.records(owner, 'evidence_history', 0, 100, null)).length).toBe(1);
    // A change of skill alone is a change.
    await put(owner, question, attempt, { criterion_id: 'a', skill: 'geometry' }, 8);
    expect((await evidence.records(owner, 'evidence_history', 0, 100, null)).map((r) => r.skill)).toEqual(['algebra', 'geometry']);
  });

  it('filters the pages by attempt, for the owner’s attempt only', async () => {
    const owner = randomUUID();
    const other = randomUUID();
    const attempt = randomUUID();
    const second = randomUUID();
    await mark(owner, attempt, '1', [{ criterion_id: 'a' }]);
    await mark(owner, second, '1', [{ criterion_id: 'b' }]);
    await mark(owner, attempt, '2', [{ criterion_id: 'c' }, { criterion_id: 'd' }]);
    await mark(other, attempt, 'theirs', [{ criterion_id: 'e' }]);

    const pages = await walk(owner, 'evidence', 2, attempt);
    expect(pages.map((page) => keys(page))).toEqual([['1/a', '2/c'], ['2/d']]);
    expect(pages.flat().every((r) => r.attempt_id === attempt)).toBe(true);
    expect(keys((await walk(owner, 'evidence_history', 10, second)).flat())).toEqual(['1/b']);
    expect(keys((await walk(other, 'evidence', 10, attempt)).flat())).toEqual(['theirs/e']);
    expect(await evidence.records(owner, 'evidence', 0, 10, randomUUID())).toEqual([]);
  });

  it('joins each record to its owner’s mapping of the question, never to another owner’s', async () => {
    const owner = randomUUID();
    const other = randomUUID();
    const attempt = randomUUID();
    const question = randomUUID();
    const bankQuestion = randomUUID();
    // The same question id under two owners (ids come from other services; only the owner keeps them apart).
    await dataSource.transaction(async (manager) => {
      await evidence.insertMapping(manager, owner, mapping(question, attempt, 'mine', { bank_question_id: bankQuestion }));
      await evidence.insertMapping(manager, other, mapping(question, attempt, 'theirs'));
      await put(owner, question, attempt, { criterion_id: 'a' }, 0, manager);
      await put(other, question, attempt, { criterion_id: 'a' }, 0, manager);
    });

    const [mine] = await evidence.records(owner, 'evidence', 0, 10, null);
    expect(mine).toMatchObject({ label: 'mine', bank_question_id: bankQuestion, question_id: question });
    expect(await evidence.records(owner, 'evidence', 0, 10, null)).toHaveLength(1);
    expect((await evidence.records(other, 'evidence', 0, 10, null)).map((r) => [r.label, r.bank_question_id])).toEqual([['theirs', null]]);
  });

  it('sums the standings per skill: scored marks in arrival order, unresolved and provisional counts, the last time; per attempt', async () => {
    const owner = randomUUID();
    const attempt = randomUUID();
    const later = randomUUID();
    await mark(owner, attempt, '1', [
      { criterion_id: 'a', skill: 'ratio', decision: 'awarded' },
      { criterion_id: 'b', skill: 'ratio', decision: 'withheld' },
      { criterion_id: 'c', skill: 'ratio', decision: 'uncertain', state: 'unresolved' },
      { criterion_id: 'd', skill: 'algebra', decision: 'awarded', state: 'provisional' },
      { criterion_id: 'e', skill: null, decision: 'awarded' },
    ]);
    await mark(owner, later, '1', [{ criterion_id: 'a', skill: 'ratio', decision: 'awarded' }], 30);
    await mark(randomUUID(), attempt, '1', [{ criterion_id: 'a', skill: 'ratio', decision: 'withheld' }], 45);

    expect(await evidence.standings(owner)).toEqual([
      { skill: 'algebra', marks: [], unresolved: 0, provisional: 1, last: at(0) },
      { skill: 'ratio', marks: [true, false, true], unresolved: 1, provisional: 0, last: at(30) },
      { skill: null, marks: [true], unresolved: 0, provisional: 0, last: at(0) },
    ]);
    expect(await evidence.standings(owner, later)).toEqual([
      { skill: 'ratio', marks: [true], unresolved: 0, provisional: 0, last: at(30) },
    ]);
    expect(await evidence.standings(owner, randomUUID())).toEqual([]);
    expect(await evidence.standings(randomUUID())).toEqual([]);
  });

  it('records an attempt once, at its first sight, and knows it only for its owner', async () => {
    const owner = randomUUID();
    const attempt = randomUUID();
    await dataSource.transaction((manager) => evidence.recordAttempt(manager, owner, attempt, 'imported', 'human', at(1)));
    await dataSource.transaction((manager) => evidence.recordAttempt(manager, owner, attempt, 'automated', null, at(2)));

    expect(await evidence.attemptExists(owner, attempt)).toBe(true);
    expect(await evidence.attemptExists(randomUUID(), attempt)).toBe(false);
    expect(await evidence.attemptExists(owner, randomUUID())).toBe(false);
    expect(await dataSource.query('SELECT kind, marker, first_at FROM progress.attempts WHERE owner_id = $1', [owner])).toEqual([
      { kind: 'imported', marker: 'human', first_at: at(1) },
    ]);
  });

  it('lists an attempt’s question mappings by label, page by offset, only the owner’s', async () => {
    const owner = randomUUID();
    const attempt = randomUUID();
    await dataSource.transaction(async (manager) => {
      for (const label of ['3', '1', '2']) await evidence.insertMapping(manager, owner, mapping(randomUUID(), attempt, label));
      await evidence.insertMapping(manager, owner, mapping(randomUUID(), randomUUID(), '0'));
      await evidence.insertMapping(manager, randomUUID(), mapping(randomUUID(), attempt, '0'));
    });
    const labels = async (offset: number, limit: number) => (await evidence.mappingsOf(owner, attempt, offset, limit)).map((m) => m.label);
    expect(await labels(0, 2)).toEqual(['1', '2']);
    expect(await labels(2, 2)).toEqual(['3']);
    expect(await labels(3, 2)).toEqual([]);
  });

  it('takes each skill’s examined frequency as the most common among the owner’s mapped questions', async () => {
    const owner = randomUUID();
    const attempt = randomUUID();
    const mapped = (skills: string[], examined: QuestionMappingRow['examined']) =>
      mapping(randomUUID(), attempt, 'q', { skills, examined, origin: 'bank' });
    await dataSource.transaction(async (manager) => {
      for (const row of [
        mapped(['ratio'], 'rare'),
        mapped(['ratio', 'algebra'], 'frequent'),
        mapped(['ratio'], 'frequent'),
        mapped(['algebra'], null),
        mapped(['geometry'], null),
      ])
        await evidence.insertMapping(manager, owner, row);
      await evidence.insertMapping(manager, randomUUID(), mapped(['ratio'], 'rare'));
    });
    expect(await evidence.examined(owner)).toEqual(
      new Map([
        ['algebra', 'frequent'],
        ['ratio', 'frequent'],
      ]),
    );
  });
});
