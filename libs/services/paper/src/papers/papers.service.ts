import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import {
  type AuthContext,
  type CreatePaperBody,
  type ExportStateChangedEvent,
  type GetRevisionsResult,
  type Paper,
  type PaperIdParams,
  type PaperList,
  type PaperQuestionSummary,
  type PaperResponse,
  type PaperRevisionParams,
  type PapersPageQuery,
  type PinCheck,
  type QuestionPin,
  QUESTION_BANK_RPC,
  ServiceError,
  type UpdatePaperInput,
} from '@pp/contracts';
import { type DomainEvent, JsonText, requestHash, ServiceClient } from '@pp/platform';
import { PAPER_CONFIG, type PaperConfig } from '../paper.config.js';
import {
  applyChange,
  duplicatePinErrors,
  exportsStateOf,
  keepsPages,
  pageLimitErrors,
  paperDocument,
  type PaperSettings,
  pinCheckErrors,
  questionSummaries,
  savedPapersLimitError,
} from './paper-rules.js';
import { PapersRepository } from './papers.repository.js';

const responseOf = (document: string) => new JsonText<PaperResponse>(`{"paper":${document}}`);

/**
 * Laying a paper out typesets it with MathJax, whose modules take about half a second to load: more
 * than the rest of the service. They are loaded by the first paper laid out, or a few seconds after
 * start-up, whichever comes first, so that a start answers requests without waiting for them.
 */
let paperLayoutModule: Promise<typeof import('@pp/paper-pdf')> | undefined;
const paperLayout = () => (paperLayoutModule ??= import('@pp/paper-pdf'));
const LAYOUT_WARM_UP_DELAY_MS = 3_000;
const notFound = () => new ServiceError('not_found', 'No such paper.');

/** Papers and their revisions: every rule of creating, changing and reading them. */
@Injectable()
export class PapersService implements OnApplicationBootstrap {
  constructor(
    private readonly repository: PapersRepository,
    private readonly services: ServiceClient,
    @Inject(PAPER_CONFIG) private readonly config: PaperConfig,
  ) {}

  onApplicationBootstrap(): void {
    setTimeout(() => void paperLayout(), LAYOUT_WARM_UP_DELAY_MS).unref();
  }

  /**
   * Revision 1 under the client's id. A retry with the same body answers with revision 1 as it was
   * created; the same id with another body is 409. A concurrent identical create loses the claim
   * and then finds the winner's revision 1. A new paper past the saved-papers limit is 429: checked
   * before the pins are looked up and the paper laid out, and again under the owner's lock.
   */
  async create(auth: AuthContext, body: CreatePaperBody): Promise<JsonText<PaperResponse>> {
    const creationHash = requestHash(body);
    const existing = await this.existingCreation(auth.ownerId, body.id, creationHash);
    if (existing) return existing;
    const limit = this.config.LIMIT_SAVED_PAPERS;
    if ((await this.repository.heldPapers(auth.ownerId)) >= limit) throw savedPapersLimitError(limit);
    const pages = await this.pagesOf(auth, body.id, body);
    const now = new Date().toISOString();
    const paper = paperDocument({ id: body.id, revision: 1, createdAt: now, revisedAt: now }, body, pages.summaries, pages.pageCount);
    const document = JSON.stringify(paper);
    const claim = await this.repository.transaction(async (manager) => {
      const outcome = await this.repository.claimPaper(manager, auth.ownerId, body.id, creationHash, now, limit);
      if (outcome !== 'claimed') return outcome;
      await this.repository.insertRevision(manager, auth.ownerId, body.id, {
        ...revisionColumns(paper, document),
        revision: 1,
        savedAt: now,
        baseRevision: null,
        changeHash: null,
      });
      return outcome;
    });
    if (claim === 'claimed') return responseOf(document);
    if (claim === 'full') throw savedPapersLimitError(limit);
    return (await this.existingCreation(auth.ownerId, body.id, creationHash)) ?? Promise.reject(notFound());
  }

  async read(auth: AuthContext, { id }: PaperIdParams): Promise<JsonText<PaperResponse>> {
    const document = await this.repository.document(auth.ownerId, id, 'latest');
    if (document === null) throw notFound();
    return responseOf(document);
  }

  async readRevision(auth: AuthContext, { id, revision }: PaperRevisionParams): Promise<JsonText<PaperResponse>> {
    const document = await this.repository.document(auth.ownerId, id, revision);
    if (document === null) throw new ServiceError('not_found', 'No such paper or revision.');
    return responseOf(document);
  }

  /**
   * A new revision from the current one. A stale base revision is 409, except for a retry of the very
   * change that made the revision after it, which answers with that revision.
   */
  async update(auth: AuthContext, { id, change }: UpdatePaperInput): Promise<JsonText<PaperResponse>> {
    const current = await this.repository.findPaper(auth.ownerId, id);
    if (!current) throw notFound();
    const changeHash = requestHash(change);
    if (change.revision !== current.latest_revision) return this.retriedChange(auth.ownerId, id, change.revision, changeHash);
    const previous = JSON.parse((await this.repository.document(auth.ownerId, id, change.revision))!) as Paper;
    const settings = applyChange(previous, change);
    const pages = keepsPages(change)
      ? { summaries: previous.questionSummaries, pageCount: previous.pageCount }
      : await this.pagesOf(auth, id, settings);
    const revision = change.revision + 1;
    const now = new Date().toISOString();
    const paper = paperDocument(
      { id, revision, createdAt: previous.createdAt, revisedAt: now },
      settings,
      pages.summaries,
      pages.pageCount,
    );
    const document = JSON.stringify(paper);
    const saved = await this.repository.transaction(async (manager) => {
      if (!(await this.repository.advanceLatest(manager, auth.ownerId, id, change.revision))) return false;
      await this.repository.insertRevision(manager, auth.ownerId, id, {
        ...revisionColumns(paper, document),
        revision,
        savedAt: now,
        baseRevision: change.revision,
        changeHash,
      });
      return true;
    });
    return saved ? responseOf(document) : this.retriedChange(auth.ownerId, id, change.revision, changeHash);
  }

  /** The owner's papers, newest created first, in keyset pages (the gateway joins them when asked for every paper). */
  async list(auth: AuthContext, { limit, cursor }: PapersPageQuery): Promise<PaperList> {
    const after = cursor === undefined ? null : await this.repository.cursorPosition(auth.ownerId, cursor);
    if (cursor !== undefined && after === null) {
      throw ServiceError.validation([{ path: 'query.cursor', message: 'is not a nextCursor of this list' }]);
    }
    const rows = await this.repository.summaries(auth.ownerId, limit + 1, after);
    const papers = rows.slice(0, limit);
    return { papers, nextCursor: rows.length > limit ? papers[papers.length - 1].id : null };
  }

  /** The export service's state of a revision, for summaries: each event applied once, a late one ignored. */
  async recordExportsState(event: DomainEvent<ExportStateChangedEvent>): Promise<void> {
    const { paperId, revision, state, sequence } = event.data;
    await this.repository.once('paper-exports-state', event, (manager) =>
      this.repository.recordExportsState(manager, event.ownerId, paperId, revision, exportsStateOf(state), sequence),
    );
  }

  private async existingCreation(ownerId: string, id: string, creationHash: string): Promise<JsonText<PaperResponse> | null> {
    const paper = await this.repository.findPaper(ownerId, id);
    if (!paper) return null;
    if (paper.creation_hash !== creationHash) {
      throw new ServiceError(
        'id_reused',
        'A paper with this id exists with different content. Read it, or create a new paper with a new id.',
      );
    }
    return responseOf((await this.repository.document(ownerId, id, 1))!);
  }

  private async retriedChange(ownerId: string, id: string, baseRevision: number, changeHash: string): Promise<JsonText<PaperResponse>> {
    const document = await this.repository.revisionMadeBy(ownerId, id, baseRevision, changeHash);
    if (document === null)
      throw new ServiceError(
        'stale_revision',
        `Revision ${baseRevision} is not the current revision of this paper. Read it and apply the change again.`,
      );
    return responseOf(document);
  }

  /**
   * Checks the pins with the question bank (422 at each pin's index) and lays the paper out to count
   * its pages (422 over the limit), before anything is saved.
   */
  private async pagesOf(
    auth: AuthContext,
    paperId: string,
    settings: PaperSettings,
  ): Promise<{ summaries: PaperQuestionSummary[]; pageCount: number }> {
    const duplicates = duplicatePinErrors(settings.questions);
    const { results } = await this.services.call(QUESTION_BANK_RPC.checkPins, auth, {
      pins: settings.questions,
    });
    const pinErrors = [...pinCheckErrors(results), ...duplicates].sort((a, b) => a.path.localeCompare(b.path, 'en', { numeric: true }));
    if (pinErrors.length > 0) throw ServiceError.validation(pinErrors);
    const { revisions, missing } = await this.services.call(QUESTION_BANK_RPC.getRevisions, auth, {
      revisions: settings.questions.map(({ questionId, revision }) => ({ questionId, revision })),
    });
    // Withdrawn between the two calls: the same answer check-pins would now give.
    if (missing.length > 0) throw ServiceError.validation(pinCheckErrors(settings.questions.map((pin) => missingCheck(pin, missing))));
    const input = { paperId, revision: 1, ...settings, questions: revisions };
    const { estimatePaperPages } = await paperLayout();
    const estimate = estimatePaperPages(input);
    const limitErrors = pageLimitErrors(
      settings,
      estimate,
      settings.writingSpace === 'none' ? null : estimatePaperPages({ ...input, writingSpace: 'none' }).pages,
    );
    if (limitErrors.length > 0) throw ServiceError.validation(limitErrors);
    return { summaries: questionSummaries(revisions, estimate.questionPages), pageCount: estimate.pages };
  }
}

function revisionColumns(paper: Paper, document: string) {
  return { document, title: paper.title, questionCount: paper.questions.length, totalMarks: paper.totalMarks, pageCount: paper.pageCount };
}

function missingCheck(pin: QuestionPin, missing: GetRevisionsResult['missing']): PinCheck {
  const gone = missing.some((m) => m.questionId === pin.questionId.toLowerCase() && m.revision === pin.revision);
  return { questionId: pin.questionId, revision: pin.revision, ok: !gone, problems: gone ? ['not_found'] : [], latestRevision: null };
}
