import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Job } from 'pg-boss';
import type { ExportDocument, PinnedRevision } from '@pp/contracts';
import { BlobStore, InjectOutboxRelay, type OutboxRelay } from '@pp/platform';
import { EXPORT_CONFIG, type ExportConfig } from '../export.config.js';
import type { ExportJobData, ExportJobHandlers } from '../jobs/export-queue.js';
import { EXPORT_JOB_POLICY } from '../jobs/job-policy.js';
import { jobAuth, PaperAndQuestionBankClient } from '../peers/paper-and-question-bank.client.js';
import { RenderPool } from '../render/render-pool.js';
import type { RenderedDocument } from '../render/render-task.js';
import {
  documentBlobKey,
  earlierAttemptBlobKeys,
  failedAttemptOutcome,
  NotExportableError,
  type StoredDocument,
  workerLostError,
} from './export-rules.js';
import { type ExportKey, ExportsRepository } from './exports.repository.js';

/**
 * Runs an export's job: loads the pinned questions and their diagrams, renders both PDFs on a render
 * thread, stores them, and marks the export ready with its event in one transaction. An export that is
 * ready (a redelivered or duplicated job), failed, or of a newer generation is left alone. Each
 * attempt writes its own blob keys and only the attempt that still holds the export can mark it
 * ready, so a late attempt never replaces what another one recorded.
 */
@Injectable()
export class ExportWorker implements ExportJobHandlers {
  private readonly logger = new Logger(ExportWorker.name);

  constructor(
    private readonly repository: ExportsRepository,
    private readonly peers: PaperAndQuestionBankClient,
    private readonly pool: RenderPool,
    private readonly blobs: BlobStore,
    @InjectOutboxRelay('export') private readonly relay: OutboxRelay,
    @Inject(EXPORT_CONFIG) private readonly config: ExportConfig,
  ) {}

  async render(job: Job<ExportJobData>): Promise<void> {
    const { ownerId, paperId, revision, generation } = job.data;
    const key: ExportKey = { ownerId, paperId, revision };
    const started = await this.repository.transaction((manager) => this.repository.beginAttempt(manager, key, generation));
    if (!started) return;
    this.relay.nudge();
    const attempt = started.attempts;
    let stored: Record<ExportDocument, StoredDocument> | undefined;
    try {
      stored = await this.renderAndStore(job, key, attempt);
      const ready = await this.repository.transaction((manager) =>
        this.repository.markReady(manager, key, attempt, { questionPaper: stored!['question-paper'], markScheme: stored!['mark-scheme'] }),
      );
      if (!ready) {
        // Another attempt took the export over (this one's lease lapsed): its bytes are not ours to keep.
        await this.deleteQuietly(Object.values(stored).map((s) => s.blobKey));
        return;
      }
      this.relay.nudge();
      // What earlier attempts of this export left (one killed after storing, say).
      await this.deleteQuietly(earlierAttemptBlobKeys(key, attempt));
    } catch (error) {
      // The claim is gone (lease lapsed, shutting down): the attempt that holds it now records the outcome.
      if (job.signal.aborted) throw error;
      if (stored) await this.deleteQuietly(Object.values(stored).map((s) => s.blobKey));
      const outcome = failedAttemptOutcome(error, job.retryCount, EXPORT_JOB_POLICY.retryLimit, new Date());
      this.logger.warn(`export ${paperId} r${revision} attempt ${attempt}: ${outcome.lastError.code}: ${outcome.lastError.message}`);
      if (
        await this.repository.transaction((manager) =>
          this.repository.markAttemptFailed(manager, key, attempt, outcome.state, outcome.lastError),
        )
      )
        this.relay.nudge();
      // pg-boss retries with backoff; a permanent or last failure ends the job here, recorded as failed.
      if (outcome.retry) throw error;
    }
  }

  /** The job's last attempt was lost (its worker died or stopped): the export fails, visibly. */
  async lost(job: Job<ExportJobData>): Promise<void> {
    const { ownerId, paperId, revision, generation } = job.data;
    const failed = await this.repository.transaction((manager) =>
      this.repository.markLost(manager, { ownerId, paperId, revision }, generation, workerLostError(new Date())),
    );
    if (failed) this.relay.nudge();
  }

  private async renderAndStore(job: Job<ExportJobData>, key: ExportKey, attempt: number): Promise<Record<ExportDocument, StoredDocument>> {
    const source = await this.repository.source(key);
    if (!source) throw new Error('the export row has no source');
    const { revisions, missing } = await this.peers.pinnedRevisions(jobAuth(key.ownerId, job.id), source.pins);
    if (missing.length > 0) throw new NotExportableError(missing);
    const timeout = AbortSignal.timeout(EXPORT_JOB_POLICY.workSeconds * 1000);
    const rendered = await this.pool
      .render(
        {
          input: {
            paperId: key.paperId,
            revision: key.revision,
            title: source.title,
            writingSpace: source.writingSpace,
            gradeGuide: source.gradeGuide,
            questions: revisions,
          },
          diagrams: await this.diagramsOf(revisions),
          delayMs: this.config.EXPORT_RENDER_DELAY_MS,
        },
        AbortSignal.any([job.signal, timeout]),
      )
      .catch((error: unknown) => {
        throw timeout.aborted ? new Error(`the render took longer than ${EXPORT_JOB_POLICY.workSeconds} s`) : error;
      });
    const store = async (document: ExportDocument, { bytes, pageCount }: RenderedDocument): Promise<StoredDocument> => {
      const blobKey = documentBlobKey(key.ownerId, key.paperId, key.revision, attempt, document);
      const put = await this.blobs.put(blobKey, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
        contentType: 'application/pdf',
      });
      return { blobKey, byteSize: put.size, sha256: put.sha256, pageCount };
    };
    return {
      'question-paper': await store('question-paper', rendered.questionPaper),
      'mark-scheme': await store('mark-scheme', rendered.markScheme),
    };
  }

  /** Each diagram's SVG text by blob key, read once however many questions share it. */
  private async diagramsOf(revisions: PinnedRevision[]): Promise<Map<string, string>> {
    const keys = [...new Set(revisions.flatMap((r) => r.diagrams.map((d) => d.blobKey)))];
    return new Map(await Promise.all(keys.map(async (blobKey) => [blobKey, await textOf(await this.blobs.get(blobKey))] as const)));
  }

  private async deleteQuietly(blobKeys: string[]): Promise<void> {
    await Promise.all(
      blobKeys.map((blobKey) =>
        this.blobs.delete(blobKey).catch((error: unknown) => this.logger.warn(`could not delete ${blobKey}: ${String(error)}`)),
      ),
    );
  }
}

async function textOf(stream: Readable): Promise<string> {
  return Buffer.concat((await stream.toArray()) as Buffer[]).toString('utf8');
}
