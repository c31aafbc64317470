import type { SearchQuestionsQuery } from '@pp/contracts';
import type { SqlStatement } from '@pp/platform';

/** The text-search configuration of the `search` column and of `q`: English stemming and stop words. */
export const TEXT_SEARCH_CONFIG = 'english';

/** The taxonomy filters, and the columns they compare; a random sample of these alone has a pool. */
const TAXONOMY_FILTERS = [
  ['module', 'module_id'],
  ['topic', 'topic_id'],
  ['subtopic', 'subtopic_id'],
] as const satisfies ReadonlyArray<readonly [keyof SearchQuestionsQuery, string]>;

/** Every filter that is one column's equality. */
const EQUALITY_FILTERS: ReadonlyArray<readonly [keyof SearchQuestionsQuery, string]> = [
  ...TAXONOMY_FILTERS,
  ['level', 'level'],
  ['subject', 'subject'],
  ['board', 'board'],
  ['year', 'year'],
  ['difficulty', 'difficulty'],
  ['frequency', 'frequency'],
];

/**
 * The one statement of a search: only current revisions of published questions, every filter as a
 * bound parameter, ascending question id with `id > cursor` (keyset), one row more than the page to
 * know whether another page follows. Items are read as JSON text that is passed on without being
 * parsed. (Postgres never flattens a subquery with LIMIT, and a plain scan of it keeps its order.)
 * Text and tag matches come from a GIN index in no useful order, so the page is chosen by sorting
 * row addresses (`ctid`, stable within the statement's snapshot) without the items, and only the
 * page's rows are read again for their items: sorting whole rows carried a 1.3 KB item per match
 * through the sort (decision 0010).
 * A random search has no cursor; it orders the matching ids by random(), which an index can often
 * give without reading the table, and reads the items of the sample only. (A sample of taxonomy
 * filters alone is drawn from a pool instead, `samplePoolOf`, and comes here only when its pool was stale.)
 * Shapes whose best plan is the same for every value are named, so Postgres plans them once per
 * connection (`preparedSearchName`).
 */
export function buildSearchSql(query: SearchQuestionsQuery, ownerId: string): SqlStatement {
  const values: unknown[] = [];
  const bind = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const where = ['r.is_current'];
  let join = '';
  if (query.favouritesOnly) join = ` JOIN question_bank.favourites f ON f.question_id = r.question_id AND f.owner_id = ${bind(ownerId)}`;
  if (query.q !== undefined) where.push(`r.search @@ websearch_to_tsquery('${TEXT_SEARCH_CONFIG}', ${bind(query.q)})`);
  for (const [field, column] of EQUALITY_FILTERS) if (query[field] !== undefined) where.push(`r.${column} = ${bind(query[field])}`);
  if (query.tag !== undefined) where.push(`r.tags @> ARRAY[${bind(query.tag)}]::text[]`);
  if (query.minMarks !== undefined) where.push(`r.marks >= ${bind(query.minMarks)}`);
  if (query.maxMarks !== undefined) where.push(`r.marks <= ${bind(query.maxMarks)}`);
  const excluded = excludedIdsOf(query);
  if (excluded.length > 0) where.push(`r.question_id <> ALL(${bind(excluded)}::uuid[])`);
  const limit = query.limit ?? 30;
  const name = preparedSearchName(query);
  const from = `FROM question_bank.question_revisions r${join}`;
  if (query.random) {
    const sample = `SELECT r.question_id ${from} WHERE ${where.join(' AND ')} ORDER BY random() LIMIT ${bind(limit)}`;
    return {
      text: `SELECT s.id, i.item::text AS item FROM unnest(ARRAY(${sample})) WITH ORDINALITY AS s(id, position) JOIN question_bank.question_revisions i ON i.question_id = s.id AND i.is_current ORDER BY s.position`,
      values,
      name,
    };
  }
  if (query.cursor !== undefined) where.push(`r.question_id > ${bind(query.cursor)}::uuid`);
  const page = `${from} WHERE ${where.join(' AND ')} ORDER BY r.question_id LIMIT ${bind(limit + 1)}`;
  if (query.q !== undefined || query.tag !== undefined) {
    return {
      text: `SELECT i.question_id AS id, i.item::text AS item FROM question_bank.question_revisions i WHERE i.ctid = ANY(ARRAY(SELECT r.ctid ${page})) ORDER BY i.question_id`,
      values,
      name,
    };
  }
  return { text: `SELECT p.id, p.item::text AS item FROM (SELECT r.question_id AS id, r.item ${page}) p`, values, name };
}

/**
 * The filters that an index `(filter, question_id) WHERE is_current` answers in id order, and the
 * keyset and exclusion clauses around them. A statement built from these alone has one best plan
 * whatever the values: walk that index (or the id index) in order, or sample its ids. Postgres may
 * then reuse a generic plan safely. Text search, favourites and the unindexed filters stay unnamed:
 * their best plan depends on how many rows the value matches (a common word, a rare difficulty),
 * and a generic plan chosen for the average can be many times slower for the rest. A filter added
 * later is unnamed until it is listed here.
 */
const PLAN_STABLE_FILTERS: ReadonlyArray<keyof SearchQuestionsQuery> = ['module', 'topic', 'subtopic', 'cursor', 'excludeIds'];
/** Parameters that shape the page, not the rows that match. */
const PAGE_PARAMETERS: ReadonlyArray<keyof SearchQuestionsQuery> = ['limit', 'random'];

const isGiven = (value: unknown) => (Array.isArray(value) ? value.length > 0 : value !== undefined && value !== false);

/**
 * The prepared-statement name of a search, or undefined to run it unnamed. The name is spelled from
 * the statement's shape, so there are at most 48 names (32 page shapes, 16 sample shapes), each for
 * one statement text: no client can make a connection keep more prepared statements (decision 0009).
 */
export function preparedSearchName(query: SearchQuestionsQuery): string | undefined {
  const given = (Object.keys(query) as Array<keyof SearchQuestionsQuery>).filter(
    (field) => !PAGE_PARAMETERS.includes(field) && isGiven(query[field]),
  );
  if (given.some((field) => !PLAN_STABLE_FILTERS.includes(field))) return undefined;
  // A random sample has no keyset: its statement is the same with or without a cursor.
  const shape = PLAN_STABLE_FILTERS.filter((field) => given.includes(field) && !(query.random && field === 'cursor'));
  return ['pp-search', query.random ? 'random' : 'page', ...shape].join('-');
}

/** The ids a search leaves out, each once, lower-cased as Postgres writes a uuid. */
export function excludedIdsOf(query: SearchQuestionsQuery): string[] {
  return [...new Set((query.excludeIds ?? []).map((id) => id.toLowerCase()))];
}

/** Where a random sample of taxonomy filters draws from (`SamplePools`), and how it reads the items drawn. */
export interface SamplePool {
  /** The filters and their values: one pool each. */
  key: string;
  /** Lists the ids of the pool: rows `{ id }`. */
  ids: SqlStatement;
  /** Reads the items of the ids drawn, checking the filters again: rows `{ id, item }`, in no order. */
  items(ids: string[]): SqlStatement;
}

/**
 * The pool of a random search whose only filters are taxonomy ids (and `excludeIds`, applied when
 * drawing), or undefined: other filters are sampled by the search statement. Both statements are
 * named: 8 shapes each.
 */
export function samplePoolOf(query: SearchQuestionsQuery): SamplePool | undefined {
  if (!query.random || preparedSearchName(query) === undefined) return undefined;
  const filters = TAXONOMY_FILTERS.filter(([field]) => query[field] !== undefined);
  const values = filters.map(([field]) => query[field]);
  const where = ['r.is_current', ...filters.map(([, column], i) => `r.${column} = $${i + 1}`)].join(' AND ');
  const shape = ['pp-pool', ...filters.map(([field]) => field)].join('-');
  return {
    key: JSON.stringify(Object.fromEntries(filters.map(([field]) => [field, query[field]]))),
    ids: { name: `${shape}-ids`, text: `SELECT r.question_id AS id FROM question_bank.question_revisions r WHERE ${where}`, values },
    items: (ids) => ({
      name: `${shape}-items`,
      text: `SELECT r.question_id AS id, r.item::text AS item FROM question_bank.question_revisions r WHERE ${where} AND r.question_id = ANY($${values.length + 1}::uuid[])`,
      values: [...values, ids],
    }),
  };
}

/** Cuts the extra row off: the cursor is the last id of a full page that has a successor, else null. */
export function pageOf<T extends { id: string }>(rows: T[], limit: number, random: boolean): { rows: T[]; nextCursor: string | null } {
  if (random) return { rows: rows.slice(0, limit), nextCursor: null };
  const page = rows.slice(0, limit);
  return { rows: page, nextCursor: rows.length > limit ? page[page.length - 1].id : null };
}

/** A row of the search statement: the question id and its stored search item as JSON text. */
export interface SearchRow {
  id: string;
  item: string;
}

/** The search result as JSON text: the page of the statement's rows, their items spliced in unparsed. */
export function searchResultJson(rows: SearchRow[], limit: number, random: boolean): string {
  const page = pageOf(rows, limit, random);
  return `{"items":[${page.rows.map((row) => row.item).join(',')}],"nextCursor":${JSON.stringify(page.nextCursor)}}`;
}
