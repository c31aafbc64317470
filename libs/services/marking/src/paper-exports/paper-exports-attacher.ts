import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Job } from 'pg-boss';
import { holdUntilSettled, type PaperExport, ServiceError, UPLOAD_BLOB_FOLDERS } from '@pp/contracts';
import { BlobStore } from '@pp/platform';
import { ATTACH_JOB_POLICY, type AttachJobData, type AttachJobHandlers } from '../jobs/marking-queue.js';
import { jobAuth, PaperAndExportClient } from '../peers/paper-and-export.client.js';
import { SessionsRepository } from '../sessions/sessions.repository.js';

/**
 * Attaches a saved paper's PDFs to the session made from it (decision 0031): starts the revision's
 * export if nobody has, waits for it, then copies the mark scheme in as the session's scheme asset
 * and keeps the clean question paper to compare scans with. The session marks from its rubric
 * meanwhile. A revision that cannot be exported leaves the session `failed` at once; a render that
 * fails is started again by the job's retries.
 */
@Injectable()
export class PaperExportsAttacher implements AttachJobHandlers, OnModuleDestroy {
  private readonly logger = new Logger(PaperExportsAttacher.name);
  /** Aborted at shutdown: an attempt waiting on the export gives its job back instead of holding the drain. */
  private readonly stopping = new AbortController();

  constructor(
    private readonly sessions: SessionsRepository,
    private readonly peers: PaperAndExportClient,
    private readonly blobs: BlobStore,
  ) {}

  onModuleDestroy(): void {
    this.stopping.abort();
  }

  async attach(job: Job<AttachJobData>): Promise<void> {
    const { ownerId, sessionId, paperId, revision } = job.data;
    const auth = jobAuth(ownerId, job.id);
    let settled: PaperExport;
    try {
      const started = await this.peers.prepareExports(auth, paperId, revision);
      settled = await holdUntilSettled(() => this.peers.readExports(auth, paperId, revision), started, {
        deadline: Date.now() + ATTACH_JOB_POLICY.workSeconds * 1000,
        signal: this.stopping.signal,
      });
    } catch (error) {
      if (error instanceof ServiceError && error.code === 'not_exportable') return this.fail(job.data, error.message);
      throw error;
    }
    if (settled.state === 'failed' && settled.lastError?.code === 'not_exportable') return this.fail(job.data, settled.lastError.message);
    if (settled.state !== 'ready') throw new Error(`the exports of paper ${paperId} revision ${revision} are ${settled.state}`);

    const [scheme, questionPaper] = await Promise.all(
      (['mark-scheme', 'question-paper'] as const).map((document) => this.peers.exportOf(auth, paperId, revision, document)),
    );
    const schemeBlobKey = `${UPLOAD_BLOB_FOLDERS.markingUploads}/${ownerId}/${sessionId}/${randomUUID()}`;
    const questionPaperBlobKey = `marking/papers/${ownerId}/${sessionId}/question-paper.pdf`;
    const copied = await this.blobs.put(schemeBlobKey, await this.blobs.get(scheme.blobKey), { contentType: 'application/pdf' });
    await this.blobs.put(questionPaperBlobKey, await this.blobs.get(questionPaper.blobKey), { contentType: 'application/pdf' });
    const attached = await this.sessions.dataSource.transaction((manager) =>
      this.sessions.attachPaperExports(manager, ownerId, sessionId, {
        questionPaperBlobKey,
        scheme: {
          id: randomUUID(),
          kind: 'scheme',
          name: scheme.fileName,
          mediaType: 'application/pdf',
          byteSize: copied.size,
          sha256: copied.sha256,
          pageCount: settled.markScheme.pageCount!,
          blobKey: schemeBlobKey,
          uploadedAt: new Date().toISOString(),
        },
      }),
    );
    // A retry after a crash between commit and acknowledgement finds it attached: its copy goes.
    if (!attached) await this.blobs.delete(schemeBlobKey);
  }

  /** The last attempt was lost (its worker died): the session says so; its rubric still marks. */
  async lost(job: Job<AttachJobData>): Promise<void> {
    await this.fail(job.data, 'Attaching the paper’s PDFs was interrupted on its last attempt.');
  }

  private async fail({ ownerId, sessionId, paperId, revision }: AttachJobData, reason: string): Promise<void> {
    this.logger.warn(`paper ${paperId} revision ${revision}: its PDFs cannot be attached to session ${sessionId}: ${reason}`);
    await this.sessions.failPaperExports(ownerId, sessionId);
  }
}
