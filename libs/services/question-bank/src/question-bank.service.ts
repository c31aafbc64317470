import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  type CheckPinsInput,
  CheckPinsInputSchema,
  type CheckPinsResult,
  type GetRevisionsInput,
  GetRevisionsInputSchema,
  type GetRevisionsResult,
  type PinCheck,
  type PinnedRevision,
  type QuestionAssetLocation,
  type QuestionFacets,
  type QuestionSearchResult,
  type ReadQuestionAssetParams,
  type ReadQuestionParams,
  type ReadQuestionResponse,
  ReadQuestionAssetParamsSchema,
  ReadQuestionParamsSchema,
  type SearchQuestionsQuery,
  SearchQuestionsQuerySchema,
  searchQueryProblems,
  ServiceError,
} from '@pp/contracts';
import { compileSchema, JsonText, runStatement, schemaOf, type SqlStatement } from '@pp/platform';
import type { TSchema, Static } from '@sinclair/typebox';
import { TAXONOMY } from './content/index.js';
import { questionRevisionOf, type StoredContent, type StoredDiagram, type StoredRevision } from './catalogue/catalogue.js';
import { buildFacets, type PublishedCountRow } from './search/facets.js';
import { SamplePools } from './search/sample-pools.js';
import { buildSearchSql, type SearchRow, searchResultJson } from './search/search-sql.js';

/** RPC inputs are checked again here: other services call these operations without the gateway. */
function validator<S extends TSchema>(schema: S, root: string) {
  const compiled = compileSchema(schema, 'query', root);
  return (input: unknown): Static<S> => {
    const copy = input && typeof input === 'object' ? structuredClone(input) : {};
    const result = compiled.check(copy);
    if (!result.ok) throw ServiceError.validation(result.errors);
    return result.value;
  };
}

const checkSearch = validator(SearchQuestionsQuerySchema, 'query');
const checkRead = validator(ReadQuestionParamsSchema, 'params');
const checkAsset = validator(ReadQuestionAssetParamsSchema, 'params');
const checkPinsInput = validator(CheckPinsInputSchema, 'input');
const checkRevisionsInput = validator(GetRevisionsInputSchema, 'input');

interface RevisionRecord {
  question_id: string;
  revision: number;
  latest_revision: number;
  content_version: string;
  scheme_version: string;
  content: StoredContent;
  scheme: StoredRevision['scheme'];
  diagrams: StoredDiagram[] | null;
}

/** Published revisions only: a draft or withdrawn question, or a revision past the latest, is not found. */
const PUBLISHED_REVISIONS_SQL = `
  SELECT r.question_id, r.revision, q.latest_revision, r.content_version, r.scheme_version, r.content, r.scheme,
    (SELECT json_agg(json_build_object('assetId', d.asset_id, 'title', d.title, 'description', d.description, 'mediaType', d.media_type,
       'byteSize', d.byte_size, 'sha256', d.sha256, 'blobKey', d.blob_key) ORDER BY d.position)
     FROM question_bank.diagrams d WHERE d.question_id = r.question_id AND d.revision = r.revision) AS diagrams
  FROM question_bank.question_revisions r JOIN question_bank.questions q ON q.id = r.question_id
  WHERE q.status = 'published' AND r.revision <= q.latest_revision AND (r.question_id, r.revision) IN (SELECT * FROM unnest($1::uuid[], $2::int[]))`;

@Injectable()
export class QuestionBankService {
  private readonly samplePools: SamplePools;

  constructor(@InjectDataSource(schemaOf('question-bank')) private readonly dataSource: DataSource) {
    this.samplePools = new SamplePools(<T>(statement: SqlStatement) => runStatement<T>(dataSource, statement));
  }

  async facets(): Promise<QuestionFacets> {
    const rows: PublishedCountRow[] = await this.dataSource.query(
      'SELECT module_id, topic_id, subtopic_id, count(*)::int AS count FROM question_bank.question_revisions WHERE is_current GROUP BY 1, 2, 3',
    );
    return buildFacets(TAXONOMY, rows);
  }

  /** The page as JSON text: the items are stored as JSON and pass through to the client unparsed. */
  async search(ownerId: string, input: unknown): Promise<JsonText<QuestionSearchResult>> {
    const query: SearchQuestionsQuery = checkSearch(input);
    const problems = searchQueryProblems(query);
    if (problems.length > 0) throw ServiceError.validation(problems);
    const rows = (await this.samplePools.sample(query)) ?? (await runStatement<SearchRow>(this.dataSource, buildSearchSql(query, ownerId)));
    return new JsonText(searchResultJson(rows, query.limit, query.random));
  }

  async readQuestion(input: unknown): Promise<ReadQuestionResponse> {
    const params: ReadQuestionParams = checkRead(input);
    const [found] = await this.revisions([params]);
    if (!found) throw new ServiceError('not_found', 'No published question has this id and revision.');
    // Blob keys are internal: the public descriptor names the href instead.
    return { question: { ...found, diagrams: found.diagrams.map(({ blobKey: _key, ...descriptor }) => descriptor) } };
  }

  async assetLocation(input: unknown): Promise<QuestionAssetLocation> {
    const params: ReadQuestionAssetParams = checkAsset(input);
    const rows: Array<{ blob_key: string; byte_size: number; sha256: string; media_type: string }> = await this.dataSource.query(
      `SELECT d.blob_key, d.byte_size, d.sha256, d.media_type
       FROM question_bank.diagrams d JOIN question_bank.questions q ON q.id = d.question_id
       WHERE d.question_id = $1 AND d.revision = $2 AND d.asset_id = $3 AND q.status = 'published' AND d.revision <= q.latest_revision`,
      [params.questionId, params.revision, params.assetId],
    );
    if (rows.length === 0) throw new ServiceError('not_found', 'No such diagram in a published question revision.');
    return { blobKey: rows[0].blob_key, byteSize: rows[0].byte_size, sha256: rows[0].sha256, mediaType: rows[0].media_type };
  }

  async checkPins(input: unknown): Promise<CheckPinsResult> {
    const { pins }: CheckPinsInput = checkPinsInput(input);
    const rows: Array<{ question_id: string; revision: number; content_version: string; scheme_version: string; latest_revision: number }> = await this.dataSource.query(
      `SELECT r.question_id, r.revision, r.content_version, r.scheme_version, q.latest_revision
       FROM question_bank.question_revisions r JOIN question_bank.questions q ON q.id = r.question_id
       WHERE q.status = 'published' AND r.revision <= q.latest_revision AND (r.question_id, r.revision) IN (SELECT * FROM unnest($1::uuid[], $2::int[]))`,
      [pins.map((p) => p.questionId), pins.map((p) => p.revision)],
    );
    const found = new Map(rows.map((r) => [`${r.question_id}/${r.revision}`, r]));
    const results = pins.map((pin): PinCheck => {
      const row = found.get(`${pin.questionId.toLowerCase()}/${pin.revision}`);
      if (!row) return { questionId: pin.questionId, revision: pin.revision, ok: false, problems: ['not_found'], latestRevision: null };
      const problems: PinCheck['problems'] = [];
      if (row.content_version !== pin.contentVersion) problems.push('content_version_mismatch');
      if (row.scheme_version !== pin.schemeVersion) problems.push('scheme_version_mismatch');
      return { questionId: pin.questionId, revision: pin.revision, ok: problems.length === 0, problems, latestRevision: row.latest_revision };
    });
    return { results };
  }

  async getRevisions(input: unknown): Promise<GetRevisionsResult> {
    const { revisions: wanted }: GetRevisionsInput = checkRevisionsInput(input);
    const unique = [...new Map(wanted.map((w) => [`${w.questionId.toLowerCase()}/${w.revision}`, { questionId: w.questionId.toLowerCase(), revision: w.revision }])).values()];
    const found = new Map((await this.revisions(unique)).map((r) => [`${r.id}/${r.revision}`, r]));
    return {
      revisions: unique.flatMap((w) => found.get(`${w.questionId}/${w.revision}`) ?? []),
      missing: unique.filter((w) => !found.has(`${w.questionId}/${w.revision}`)),
    };
  }

  private async revisions(wanted: Array<{ questionId: string; revision: number }>): Promise<PinnedRevision[]> {
    const rows: RevisionRecord[] = await this.dataSource.query(PUBLISHED_REVISIONS_SQL, [wanted.map((w) => w.questionId), wanted.map((w) => w.revision)]);
    return rows.map((row) =>
      questionRevisionOf({
        questionId: row.question_id,
        revision: row.revision,
        latestRevision: row.latest_revision,
        contentVersion: row.content_version,
        schemeVersion: row.scheme_version,
        content: row.content,
        scheme: row.scheme,
        diagrams: row.diagrams ?? [],
      }),
    );
  }
}
