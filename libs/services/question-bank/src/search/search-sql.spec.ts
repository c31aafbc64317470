import type { SearchQuestionsQuery } from '@pp/contracts';
import { buildSearchSql, pageOf, preparedSearchName, samplePoolOf, searchResultJson } from './search-sql.js';

const base: SearchQuestionsQuery = { excludeIds: [], random: false, favouritesOnly: false, limit: 30 };
const OWNER = '00000000-0000-4000-8000-000000000001';

describe('buildSearchSql', () => {
  it('returns only current revisions in id order, one row beyond the page, items as JSON text', () => {
    const sql = buildSearchSql(base, OWNER);
    expect(sql.text).toBe(
      'SELECT p.id, p.item::text AS item FROM (SELECT r.question_id AS id, r.item FROM question_bank.question_revisions r WHERE r.is_current ORDER BY r.question_id LIMIT $1) p',
    );
    expect(sql.values).toEqual([31]);
  });

  it('binds every filter as a parameter, never as SQL text', () => {
    const query: SearchQuestionsQuery = {
      ...base,
      q: "matrix'; DROP TABLE x; --",
      module: 'core-pure',
      topic: 't',
      subtopic: 's',
      level: 'a-level',
      subject: 'further-maths',
      board: 'pearson-edexcel',
      year: 2026,
      difficulty: 3,
      frequency: 'rare',
      tag: 'vectors',
      minMarks: 2,
      maxMarks: 9,
      excludeIds: ['AAAAAAAA-0000-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-000000000001'],
      cursor: '00000000-0000-4000-8000-00000000000f',
      limit: 5,
    };
    const sql = buildSearchSql(query, OWNER);
    expect(sql.text).not.toContain('DROP');
    expect(sql.text).toContain("r.search @@ websearch_to_tsquery('english', $1)");
    expect(sql.text).toContain('r.tags @> ARRAY[$11]::text[]');
    expect(sql.text).toContain('r.question_id <> ALL($14::uuid[])');
    expect(sql.text).toContain('r.question_id > $15::uuid');
    expect(sql.values).toEqual([
      query.q,
      'core-pure',
      't',
      's',
      'a-level',
      'further-maths',
      'pearson-edexcel',
      2026,
      3,
      'rare',
      'vectors',
      2,
      9,
      ['aaaaaaaa-0000-4000-8000-000000000001'],
      query.cursor,
      6,
    ]);
  });

  it("joins the owner's favourites only when asked", () => {
    expect(buildSearchSql(base, OWNER).text).not.toContain('favourites');
    const sql = buildSearchSql({ ...base, favouritesOnly: true }, OWNER);
    expect(sql.text).toContain('JOIN question_bank.favourites f ON f.question_id = r.question_id AND f.owner_id = $1');
    expect(sql.values[0]).toBe(OWNER);
  });

  it("chooses a text or tag page by sorting row addresses alone, then reads the page's items in id order", () => {
    const cursor = '00000000-0000-4000-8000-00000000000f';
    for (const filter of [{ q: 'matrix' }, { tag: 'vectors' }]) {
      const sql = buildSearchSql({ ...base, ...filter, cursor }, OWNER);
      expect(sql.text).toMatch(
        /^SELECT i\.question_id AS id, i\.item::text AS item FROM question_bank\.question_revisions i WHERE i\.ctid = ANY\(ARRAY\(SELECT r\.ctid FROM question_bank\.question_revisions r WHERE r\.is_current AND .* AND r\.question_id > \$2::uuid ORDER BY r\.question_id LIMIT \$3\)\) ORDER BY i\.question_id$/,
      );
      expect(sql.values).toEqual([Object.values(filter)[0], cursor, 31]);
    }
  });

  it('samples randomly with exactly limit rows and no keyset', () => {
    const sql = buildSearchSql({ ...base, random: true, limit: 7, cursor: '00000000-0000-4000-8000-00000000000f' }, OWNER);
    expect(sql.text).toContain(
      'unnest(ARRAY(SELECT r.question_id FROM question_bank.question_revisions r WHERE r.is_current ORDER BY random() LIMIT $1))',
    );
    expect(sql.text).toMatch(/ORDER BY s\.position$/);
    expect(sql.text).not.toContain('r.question_id >');
    expect(sql.values).toEqual([7]);
  });
});

describe('preparedSearchName', () => {
  const ID = '00000000-0000-4000-8000-00000000000f';

  it('names the shapes an index answers in id order, after their filters and not their values', () => {
    expect(preparedSearchName(base)).toBe('pp-search-page');
    expect(preparedSearchName({ ...base, topic: 't', cursor: ID, limit: 100 })).toBe('pp-search-page-topic-cursor');
    expect(preparedSearchName({ ...base, topic: 'other', cursor: ID, limit: 5 })).toBe('pp-search-page-topic-cursor');
    expect(preparedSearchName({ ...base, module: 'core-pure', subtopic: 's', excludeIds: [ID] })).toBe(
      'pp-search-page-module-subtopic-excludeIds',
    );
    expect(preparedSearchName({ ...base, random: true, module: 'core-pure', cursor: ID })).toBe('pp-search-random-module');
  });

  it.each<[string, Partial<SearchQuestionsQuery>]>([
    ['text', { q: 'matrix' }],
    ['favourites', { favouritesOnly: true }],
    ['tag', { tag: 'vectors' }],
    ['difficulty', { difficulty: 5 }],
    ['year', { year: 2026 }],
    ['marks', { minMarks: 3 }],
  ])('leaves a search with a %s filter unnamed, even beside indexed filters', (_, filter) => {
    expect(preparedSearchName({ ...base, topic: 't', ...filter })).toBeUndefined();
  });

  it('gives one statement text per name, so a client cannot grow the set of prepared statements', () => {
    const fields = { module: 'm', topic: 't', subtopic: 's', cursor: ID, excludeIds: [ID] } as const;
    const textsByName = new Map<string, Set<string>>();
    for (let mask = 0; mask < 32; mask++) {
      for (const random of [false, true]) {
        const chosen = Object.entries(fields).filter((_, i) => mask & (1 << i));
        const sql = buildSearchSql({ ...base, random, ...Object.fromEntries(chosen) }, OWNER);
        if (!sql.name) throw new Error('every combination of these filters is plan-stable');
        textsByName.set(sql.name, (textsByName.get(sql.name) ?? new Set()).add(sql.text));
      }
    }
    expect(textsByName.size).toBe(48);
    for (const texts of textsByName.values()) expect(texts.size).toBe(1);
  });
});

describe('samplePoolOf', () => {
  const ID = '00000000-0000-4000-8000-00000000000f';
  const random = { ...base, random: true };

  it('keeps a pool for each taxonomy filter and its values, and leaves exclusions to the draw', () => {
    const pool = samplePoolOf({ ...random, module: 'core-pure', subtopic: 's', excludeIds: [ID], limit: 7 })!;
    expect(pool.key).toBe('{"module":"core-pure","subtopic":"s"}');
    expect(pool.ids).toEqual({
      name: 'pp-pool-module-subtopic-ids',
      text: 'SELECT r.question_id AS id FROM question_bank.question_revisions r WHERE r.is_current AND r.module_id = $1 AND r.subtopic_id = $2',
      values: ['core-pure', 's'],
    });
    expect(pool.items([ID])).toEqual({
      name: 'pp-pool-module-subtopic-items',
      text: 'SELECT r.question_id AS id, r.item::text AS item FROM question_bank.question_revisions r WHERE r.is_current AND r.module_id = $1 AND r.subtopic_id = $2 AND r.question_id = ANY($3::uuid[])',
      values: ['core-pure', 's', [ID]],
    });
    expect(samplePoolOf(random)!.key).toBe('{}');
    expect(samplePoolOf({ ...random, topic: 'a' })!.key).not.toBe(samplePoolOf({ ...random, topic: 'b' })!.key);
  });

  it.each<[string, Partial<SearchQuestionsQuery>]>([
    ['a page', { random: false, topic: 't' }],
    ['text', { q: 'matrix' }],
    ['favourites', { favouritesOnly: true }],
    ['a tag', { tag: 'vectors' }],
    ['a difficulty', { difficulty: 5 }],
  ])('has no pool for %s: the search statement samples it', (_, filter) => {
    expect(samplePoolOf({ ...random, topic: 't', ...filter })).toBeUndefined();
  });

  it('names 8 shapes of each statement, one text each', () => {
    const fields = { module: 'm', topic: 't', subtopic: 's' } as const;
    const textsByName = new Map<string, Set<string>>();
    for (let mask = 0; mask < 8; mask++) {
      const pool = samplePoolOf({ ...random, ...Object.fromEntries(Object.entries(fields).filter((_, i) => mask & (1 << i))) })!;
      for (const sql of [pool.ids, pool.items([ID])]) textsByName.set(sql.name!, (textsByName.get(sql.name!) ?? new Set()).add(sql.text));
    }
    expect(textsByName.size).toBe(16);
    for (const texts of textsByName.values()) expect(texts.size).toBe(1);
  });
});

describe('pageOf', () => {
  const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `id-${i}` }));

  it('gives the last id of the page as cursor when another row follows', () => {
    expect(pageOf(rows(4), 3, false)).toEqual({ rows: rows(3), nextCursor: 'id-2' });
  });

  it('ends with a null cursor on a short or exactly full last page', () => {
    expect(pageOf(rows(3), 3, false).nextCursor).toBeNull();
    expect(pageOf(rows(0), 3, false)).toEqual({ rows: [], nextCursor: null });
  });

  it('never gives a cursor to a random sample', () => {
    expect(pageOf(rows(3), 3, true).nextCursor).toBeNull();
  });
});

describe('searchResultJson', () => {
  const items = [{ id: 'a', title: 'Matrix "inverse"', marks: 4 }, { id: 'b', tags: ['x'], summary: null }, { id: 'c' }];
  const rows = items.map((item) => ({ id: item.id, item: JSON.stringify(item) }));

  it("is the result document with the page's items spliced in unchanged and the keyset cursor", () => {
    expect(JSON.parse(searchResultJson(rows, 2, false))).toEqual({ items: items.slice(0, 2), nextCursor: 'b' });
  });

  it('gives an empty list and a null cursor as JSON', () => {
    expect(JSON.parse(searchResultJson([], 30, false))).toEqual({ items: [], nextCursor: null });
  });

  it('never gives a random sample a cursor', () => {
    expect(JSON.parse(searchResultJson(rows, 2, true))).toEqual({ items: items.slice(0, 2), nextCursor: null });
  });
});
