import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import type { Job } from 'pg-boss';
import { MAX_WORK_PAGES_PER_QUESTION } from '@pp/contracts';
import { BlobStore } from '@pp/platform';
import { decodePaperQr, readQrText } from '@pp/paper-pdf/identity';
import type { IndexJobData, IndexJobHandlers } from '../jobs/marking-queue.js';
import { rubricForLabel } from '../rubrics/paper-rubric.js';
import { waitsForStart } from '../questions/question-lifecycle.js';
import { QuestionsRepository } from '../questions/questions.repository.js';
import { PageRenderer } from '../rendering/page-renderer.js';
import { SessionsRepository } from '../sessions/sessions.repository.js';
import { indexPages, type PageReading } from './indexing-rules.js';

/** 150 dpi reads the 28 mm code of our pages reliably (issue 14's tests read every page at it). */
const QR_DPI = 150;

/**
 * Question indexing: the work pages of a paper this service printed carry QR codes naming the paper
 * revision and the questions on each page. Each page is read; each question found becomes an
 * `indexed` marking question with those pages (or gains them, while it waits for a start), marked
 * against the paper's exact rubric. Pages without a readable code of this paper are listed.
 */
@Injectable()
export class PageIndexer implements IndexJobHandlers {
  private readonly logger = new Logger(PageIndexer.name);

  constructor(
    private readonly sessions: SessionsRepository,
    private readonly questions: QuestionsRepository,
    private readonly blobs: BlobStore,
    private readonly renderer: PageRenderer,
  ) {}

  async index(job: Job<IndexJobData>): Promise<void> {
    const { ownerId, sessionId, assetId } = job.data;
    const asset = (await this.sessions.assetRows(ownerId, sessionId)).find((a) => a.id === assetId);
    const rubric = await this.sessions.rubricOf(ownerId, sessionId);
    if (asset?.indexing !== 'pending' || !rubric) return;
    const readings: PageReading[] = [];
    try {
      const pages = Array.from({ length: asset.page_count }, (_, index) => index + 1);
      await this.renderer.visit(await this.blobs.bytes(asset.blob_key), asset.media_type, QR_DPI, pages, (image, page) => {
        const text = readQrText(image);
        readings.push({ page, qr: text ? decodePaperQr(text) : null });
      });
    } catch (error) {
      // A file that cannot be rendered (damaged past what inspection saw) has no page we can read: all are listed.
      this.logger.warn(`indexing ${sessionId}/${assetId}: ${(error as Error).message}`);
    }
    const read = new Set(readings.map((r) => r.page));
    for (let page = 1; page <= asset.page_count; page += 1) if (!read.has(page)) readings.push({ page, qr: null });
    const index = indexPages(readings, { id: rubric.paperId, revision: rubric.revision, questionCount: rubric.questions.length });
    await this.questions.dataSource.transaction(async (manager) => {
      if (!(await this.sessions.lockSession(manager, ownerId, sessionId))) return;
      const at = new Date();
      for (const [number, pages] of index.questions) {
        const label = String(number);
        const existing = await this.questions.byLabel(manager, sessionId, label);
        if (!existing) {
          await this.questions.insert(manager, ownerId, sessionId, {
            id: randomUUID(),
            label,
            origin: 'indexed',
            workAssetIds: [assetId],
            schemeAssetIds: [],
            pageSelections: { [assetId]: pages },
            rubric: rubricForLabel(rubric, label, 'paper-revision'),
            status: 'queued',
            result: null,
            at: new Date(at.getTime() + number),
          });
        } else if (existing.origin === 'indexed' && waitsForStart(existing) && !existing.work_asset_ids.includes(assetId)) {
          // Another upload of the same paper: its pages join, within the 12 a question reads.
          const room = MAX_WORK_PAGES_PER_QUESTION - Object.values(existing.page_selections).flat().length;
          if (room > 0)
            await this.questions.setWorkPages(
              manager,
              existing.id,
              [...existing.work_asset_ids, assetId],
              { ...existing.page_selections, [assetId]: pages.slice(0, room) },
              at,
            );
        }
        // A question the client requested itself, or one already started, is left as it is: a failed or
        // cancelled one is marked again only when the client requests its label again.
      }
      await this.sessions.finishIndexing(manager, assetId, index.unreadable, at);
    });
  }

  /** Every attempt of the job was lost: the upload's pages are listed as unread, and indexing ends. */
  async lost(job: Job<IndexJobData>): Promise<void> {
    const { ownerId, sessionId, assetId } = job.data;
    const asset = (await this.sessions.assetRows(ownerId, sessionId)).find((a) => a.id === assetId);
    if (!asset) return;
    await this.questions.dataSource.transaction((manager) =>
      this.sessions.finishIndexing(
        manager,
        assetId,
        Array.from({ length: asset.page_count }, (_, i) => i + 1),
        new Date(),
      ),
    );
  }
}
