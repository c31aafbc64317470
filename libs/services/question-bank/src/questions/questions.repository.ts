import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { QuestionAssetLocation, ReadQuestionAssetParams, SearchQuestionsQuery } from '@pp/contracts';
import { runStatement, pgSchemaOf, type SqlStatement } from '@pp/platform';
import type { StoredContent, StoredDiagram, StoredRevision } from '../catalogue/catalogue.js';
import type { PublishedCountRow } from '../search/facets.js';
import { SamplePools } from '../search/sample-pools.js';
import { buildSearchSql, type SearchRow } from '../search/search-sql.js';

/** A question and revision as callers name them. */
export interface RevisionKey {
  questionId: string;
  revision: number;
}

/** The versions of a published revision, to compare with a pin. */
export interface PinVersions {
  question_id: string;
  revision: number;
  content_version: string;
  scheme_version: string;
  latest_revision: number;
}

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
const PUBLISHED = `q.status = 'published' AND r.revision <= q.latest_revision`;
const WANTED = `(r.question_id, r.revision) IN (SELECT * FROM unnest($1::uuid[], $2::int[]))`;

const PUBLISHED_REVISIONS_SQL = `
  SELECT r.question_id, r.revision, q.latest_revision, r.content_version, r.scheme_version, r.content, r.scheme,
    (SELECT json_agg(json_build_object('assetId', d.asset_id, 'title', d.title, 'description', d.description, 'mediaType', d.media_type,
       'byteSize', d.byte_size, 'sha256', d.sha256, 'blobKey', d.blob_key, 'width', d.width, 'height', d.height) ORDER BY d.position)
     FROM question_bank.diagrams d WHERE d.question_id = r.question_id AND d.revision = r.revision) AS diagrams
  FROM question_bank.question_revisions r JOIN question_bank.questions q ON q.id = r.question_id
  WHERE ${PUBLISHED} AND ${WANTED}`;

const PIN_VERSIONS_SQL = `
  SELECT r.question_id, r.revision, r.content_version, r.scheme_version, q.latest_revision
  FROM question_bank.question_revisions r JOIN question_bank.questions q ON q.id = r.question_id
  WHERE ${PUBLISHED} AND ${WANTED}`;

const DIAGRAM_LOCATION_SQL = `
  SELECT d.blob_key AS "blobKey", d.byte_size AS "byteSize", d.sha256, d.media_type AS "mediaType"
  FROM question_bank.diagrams d JOIN question_bank.questions q ON q.id = d.question_id
  WHERE d.question_id = $1 AND d.revision = $2 AND d.asset_id = $3 AND q.status = 'published' AND d.revision <= q.latest_revision`;

const PUBLISHED_COUNTS_SQL =
  'SELECT module_id, topic_id, subtopic_id, count(*)::int AS count FROM question_bank.question_revisions WHERE is_current GROUP BY 1, 2, 3';

const keyColumns = (keys: RevisionKey[]) => [keys.map((k) => k.questionId), keys.map((k) => k.revision)];

/** Every SQL statement of the questions feature: reads of published revisions, search pages, facets. */
@Injectable()
export class QuestionsRepository {
  private readonly samplePools: SamplePools;

  constructor(@InjectDataSource(pgSchemaOf('question-bank')) private readonly dataSource: DataSource) {
    this.samplePools = new SamplePools(<T>(statement: SqlStatement) => runStatement<T>(dataSource, statement));
  }

  /** Current questions per module, topic and subtopic. */
  publishedCounts(): Promise<PublishedCountRow[]> {
    return this.dataSource.query(PUBLISHED_COUNTS_SQL);
  }

  /** One page of a search, one row past the limit when there is more (decisions 0009 and 0010). */
  async searchPage(query: SearchQuestionsQuery, ownerId: string): Promise<SearchRow[]> {
    return (await this.samplePools.sample(query)) ?? runStatement<SearchRow>(this.dataSource, buildSearchSql(query, ownerId));
  }

  async publishedRevisions(keys: RevisionKey[]): Promise<StoredRevision[]> {
    const rows: RevisionRecord[] = await this.dataSource.query(PUBLISHED_REVISIONS_SQL, keyColumns(keys));
    return rows.map((row) => ({
      questionId: row.question_id,
      revision: row.revision,
      latestRevision: row.latest_revision,
      contentVersion: row.content_version,
      schemeVersion: row.scheme_version,
      content: row.content,
      scheme: row.scheme,
      diagrams: row.diagrams ?? [],
    }));
  }

  pinVersions(keys: RevisionKey[]): Promise<PinVersions[]> {
    return this.dataSource.query(PIN_VERSIONS_SQL, keyColumns(keys));
  }

  async diagramLocation(params: ReadQuestionAssetParams): Promise<QuestionAssetLocation | undefined> {
    const [row]: QuestionAssetLocation[] = await this.dataSource.query(DIAGRAM_LOCATION_SQL, [
      params.questionId,
      params.revision,
      params.assetId,
    ]);
    return row;
  }
}
