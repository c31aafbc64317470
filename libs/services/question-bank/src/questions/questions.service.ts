import { Injectable } from '@nestjs/common';
import {
  type CheckPinsInput,
  type CheckPinsResult,
  type GetRevisionsInput,
  type GetRevisionsResult,
  type PinCheck,
  type PinnedRevision,
  type QuestionAssetLocation,
  type QuestionFacets,
  type QuestionSearchResult,
  type ReadQuestionAssetParams,
  type ReadQuestionParams,
  type ReadQuestionResponse,
  type SearchQuestionsQuery,
  searchQueryProblems,
  ServiceError,
} from '@pp/contracts';
import { JsonText } from '@pp/platform';
import { TAXONOMY } from '@pp/question-content';
import { questionRevisionOf } from '../catalogue/catalogue.js';
import { buildFacets } from '../search/facets.js';
import { searchResultJson } from '../search/search-sql.js';
import { QuestionsRepository, type RevisionKey } from './questions.repository.js';

/** `<id>/<revision>`, with the id in the lower case Postgres gives it back in. */
const keyOf = ({ questionId, revision }: RevisionKey): string => `${questionId.toLowerCase()}/${revision}`;

/** The rules of reading the bank: inputs arrive validated against their contract schemas. */
@Injectable()
export class QuestionsService {
  constructor(private readonly repository: QuestionsRepository) {}

  async facets(): Promise<QuestionFacets> {
    return buildFacets(TAXONOMY, await this.repository.publishedCounts());
  }

  /** The page as JSON text: the items are stored as JSON and pass through to the client unparsed. */
  async search(ownerId: string, query: SearchQuestionsQuery): Promise<JsonText<QuestionSearchResult>> {
    const problems = searchQueryProblems(query);
    if (problems.length > 0) throw ServiceError.validation(problems);
    return new JsonText(searchResultJson(await this.repository.searchPage(query, ownerId), query.limit, query.random));
  }

  async readQuestion(params: ReadQuestionParams): Promise<ReadQuestionResponse> {
    const [found] = await this.revisions([params]);
    if (!found) throw new ServiceError('not_found', 'No published question has this id and revision.');
    // Blob keys are internal: the public descriptor names the href instead.
    return { question: { ...found, diagrams: found.diagrams.map(({ blobKey: _key, ...descriptor }) => descriptor) } };
  }

  async assetLocation(params: ReadQuestionAssetParams): Promise<QuestionAssetLocation> {
    const location = await this.repository.diagramLocation(params);
    if (!location) throw new ServiceError('not_found', 'No such diagram in a published question revision.');
    return location;
  }

  async checkPins({ pins }: CheckPinsInput): Promise<CheckPinsResult> {
    const found = new Map((await this.repository.pinVersions(pins)).map((row) => [`${row.question_id}/${row.revision}`, row]));
    const results = pins.map((pin): PinCheck => {
      const row = found.get(keyOf(pin));
      if (!row) return { questionId: pin.questionId, revision: pin.revision, ok: false, problems: ['not_found'], latestRevision: null };
      const problems: PinCheck['problems'] = [];
      if (row.content_version !== pin.contentVersion) problems.push('content_version_mismatch');
      if (row.scheme_version !== pin.schemeVersion) problems.push('scheme_version_mismatch');
      return {
        questionId: pin.questionId,
        revision: pin.revision,
        ok: problems.length === 0,
        problems,
        latestRevision: row.latest_revision,
      };
    });
    return { results };
  }

  async getRevisions({ revisions: wanted }: GetRevisionsInput): Promise<GetRevisionsResult> {
    const unique = [...new Map(wanted.map((w) => [keyOf(w), { questionId: w.questionId.toLowerCase(), revision: w.revision }])).values()];
    const found = new Map((await this.revisions(unique)).map((r) => [`${r.id}/${r.revision}`, r]));
    return {
      revisions: unique.flatMap((w) => found.get(keyOf(w)) ?? []),
      missing: unique.filter((w) => !found.has(keyOf(w))),
    };
  }

  private async revisions(wanted: RevisionKey[]): Promise<PinnedRevision[]> {
    return (await this.repository.publishedRevisions(wanted)).map(questionRevisionOf);
  }
}
