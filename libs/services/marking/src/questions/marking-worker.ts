import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Job } from 'pg-boss';
import { MARKING_EVENTS, type MarkingQuestion, type QuestionCompletedEvent } from '@pp/contracts';
import { BlobStore, enqueueEvent, InjectOutboxRelay, type OutboxRelay } from '@pp/platform';
import { readEmbeddedRubric } from '@pp/paper-pdf/identity';
import { ASSESSOR, type AssessedPage, type Assessor, PermanentFailure, type SelectedPage } from '../assessment/assessor.js';
import { CreditLedgerRepository } from '../credits/credit-ledger.repository.js';
import { MARKING_CONFIG, type MarkingConfig } from '../marking.config.js';
import { questionNumberOf, rubricForLabel } from '../rubrics/paper-rubric.js';
import { selectedPages } from './question-rules.js';
import { eventOf, type QuestionRow, QuestionsRepository } from './questions.repository.js';
import { firstResult, statusOfResult } from '../results/result-rules.js';
import type { QuestionRubric } from '../rubrics/rubric.js';
import { SchemeReader } from '../assessment/scheme-reader.js';
import { type AssetRow, SessionsRepository } from '../sessions/sessions.repository.js';
import { MARKING_JOB_POLICY, type MarkingJobData, type MarkingJobHandlers } from '../jobs/marking-queue.js';

/** How long a question of a paper session waits for the paper's PDFs: part of the attempt's work time, leaving most of it to the assessment. */
const PAPER_EXPORTS_WAIT_MS = 20_000;

/**
 * Marks one question run: prepares its rubric, gives its pages to the Assessor, scores the result
 * with its dependencies and records it with its event in one transaction, but only while the run
 * still holds the question (a cancel or a later run wins). A failure after the last retry, or a lost
 * job, fails the question and gives its credit back: the failure is ours.
 */
@Injectable()
export class MarkingWorker implements MarkingJobHandlers {
  private readonly logger = new Logger(MarkingWorker.name);

  constructor(
    private readonly questions: QuestionsRepository,
    private readonly sessions: SessionsRepository,
    private readonly credits: CreditLedgerRepository,
    private readonly blobs: BlobStore,
    private readonly schemeReader: SchemeReader,
    @Inject(ASSESSOR) private readonly assessor: Assessor,
    @InjectOutboxRelay('marking') private readonly relay: OutboxRelay,
    @Inject(MARKING_CONFIG) private readonly config: MarkingConfig,
  ) {}

  async mark(job: Job<MarkingJobData>): Promise<void> {
    const { ownerId, sessionId, questionId, run } = job.data;
    const signal = AbortSignal.any([job.signal, AbortSignal.timeout(MARKING_JOB_POLICY.workSeconds * 1000)]);
    await this.awaitPaperExports(ownerId, sessionId, signal);
    const question = await this.questions.beginRun(ownerId, questionId, run, new Date());
    if (!question) return;
    try {
      const assets = new Map((await this.sessions.assetRows(ownerId, sessionId)).map((asset) => [asset.id, asset]));
      const pages = this.pagesOf(question, assets);
      const rubric = question.rubric ?? (await this.rubricFromScheme(question, assets, pages.scheme, signal));
      if (this.config.MARKING_ASSESS_DELAY_MS > 0) await sleep(this.config.MARKING_ASSESS_DELAY_MS, undefined, { signal });
      const assessments = await this.assessor.assess({
        label: question.label,
        rubric,
        workPages: pages.work,
        schemePages: pages.scheme,
        questionPaperBlobKey: await this.sessions.questionPaperOf(ownerId, sessionId),
        signal,
      });
      const result = firstResult(rubric, assessments, { kind: 'automated', assessor: this.assessor.name }, new Date());
      const recorded = await this.questions.dataSource.transaction(async (manager) => {
        const row = await this.questions.finishRun(
          manager,
          questionId,
          run,
          { status: statusOfResult(result), result, rubric },
          new Date(),
        );
        if (!row) return false;
        const data: QuestionCompletedEvent = eventOf(row);
        await enqueueEvent(manager, 'marking', { subject: MARKING_EVENTS.questionCompleted, ownerId, data });
        return true;
      });
      if (recorded) this.relay.nudge();
    } catch (error) {
      // The claim is gone (lease lapsed, shutting down): the attempt that holds it now records the outcome.
      if (job.signal.aborted) throw error;
      const permanent = error instanceof PermanentFailure;
      this.logger.warn(`marking ${sessionId}/${questionId} run ${run}: ${(error as Error).message}`);
      if (!permanent && job.retryCount < MARKING_JOB_POLICY.retryLimit) throw error;
      await this.fail(job.data, {
        code: permanent ? error.code : 'assessment_failed',
        message: (error as Error).message,
        creditReturned: true,
      });
    }
  }

  /**
   * A session made from a saved paper gets its PDFs within seconds of their export (decision 0031),
   * and the clean question paper helps read the scan: the question stays queued up to
   * PAPER_EXPORTS_WAIT_MS for them, then is marked without (its rubric is the session's own).
   */
  private async awaitPaperExports(ownerId: string, sessionId: string, signal: AbortSignal): Promise<void> {
    const deadline = Date.now() + PAPER_EXPORTS_WAIT_MS;
    while (!signal.aborted && Date.now() < deadline && (await this.sessions.paperExportsOf(ownerId, sessionId)) === 'preparing')
      await sleep(500, undefined, { signal }).catch(() => undefined);
  }

  /** The job's last attempt was lost (its worker died or stopped): the question fails, visibly, and its credit goes back. */
  async lost(job: Job<MarkingJobData>): Promise<void> {
    await this.fail(job.data, {
      code: 'worker_lost',
      message: 'The marking worker stopped before finishing, on every attempt.',
      creditReturned: true,
    });
  }

  private async fail({ ownerId, questionId, run }: MarkingJobData, failure: NonNullable<MarkingQuestion['failure']>): Promise<void> {
    await this.questions.dataSource.transaction(async (manager) => {
      const at = new Date();
      const row = await this.questions.finishRun(manager, questionId, run, { status: 'failed', failure }, at);
      if (row && failure.creditReturned) await this.credits.giveBack(manager, ownerId, questionId, run, 'failed', at);
    });
  }

  /**
   * A draft session's rubric: the rubric embedded in a mark scheme this service printed, among the
   * question's scheme assets; else read off the selected scheme pages (OCR, mark codes parsed). A
   * scheme from which no rubric can be read fails the question with the reason.
   */
  private async rubricFromScheme(
    question: QuestionRow,
    assets: Map<string, AssetRow>,
    schemePages: AssessedPage[],
    signal: AbortSignal,
  ): Promise<QuestionRubric> {
    for (const assetId of question.scheme_asset_ids) {
      const asset = assets.get(assetId);
      if (asset?.media_type !== 'application/pdf') continue;
      const embedded = await readEmbeddedRubric(await this.blobs.bytes(asset.blob_key));
      const rubric = embedded && rubricForLabel(embedded, question.label, 'embedded-rubric');
      if (rubric) return rubric;
    }
    const reading = await this.schemeReader.read(schemePages, questionNumberOf(question.label), signal);
    if ('rubric' in reading) return reading.rubric;
    throw new PermanentFailure(
      'rubric_unavailable',
      `No rubric could be read from the scheme pages of question "${question.label}": ${reading.problem}.`,
    );
  }

  private pagesOf(question: QuestionRow, assets: Map<string, AssetRow>): { work: AssessedPage[]; scheme: AssessedPage[] } {
    const pages = selectedPages(
      { workAssetIds: question.work_asset_ids, schemeAssetIds: question.scheme_asset_ids, pageSelections: question.page_selections },
      new Map([...assets].map(([id, asset]) => [id, asset.page_count])),
    );
    const located = (page: SelectedPage): AssessedPage => {
      const asset = assets.get(page.assetId)!;
      return { ...page, blobKey: asset.blob_key, mediaType: asset.media_type, filePageCount: asset.page_count };
    };
    return { work: pages.work.map(located), scheme: pages.scheme.map(located) };
  }
}
