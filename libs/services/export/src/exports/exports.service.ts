import { Inject, Injectable } from '@nestjs/common';
import {
  type AuthContext,
  type ExportLocation,
  type LocateExportInput,
  type Paper,
  type PaperExportResponse,
  type PaperRevisionParams,
  type PreparedExport,
  ServiceError,
} from '@pp/contracts';
import { InjectOutboxRelay, type OutboxRelay } from '@pp/platform';
import { EXPORT_CONFIG, type ExportConfig } from '../export.config.js';
import { ExportQueue } from '../jobs/export-queue.js';
import { PaperAndQuestionBankClient } from '../peers/paper-and-question-bank.client.js';
import { exportFileNames, type ExportRecord, NotExportableError, prepareStep, toPaperExport } from './export-rules.js';
import { type ExportKey, ExportsRepository, type ExportSource } from './exports.repository.js';

/** Turning exports on is a deployment change, not a blip: a client is told to come back in minutes, not seconds. */
const EXPORTS_OFF_RETRY_SECONDS = 300;

const answer = (record: ExportRecord): PreparedExport => ({ export: toPaperExport(record), ready: record.state === 'ready' });

/** The rules of preparing a revision's PDFs and of finding them: one export per revision, one job at a time. */
@Injectable()
export class ExportsService {
  constructor(
    private readonly repository: ExportsRepository,
    private readonly queue: ExportQueue,
    private readonly peers: PaperAndQuestionBankClient,
    @InjectOutboxRelay('export') private readonly relay: OutboxRelay,
    @Inject(EXPORT_CONFIG) private readonly config: ExportConfig,
  ) {}

  /**
   * Starts the revision's export unless it is queued, rendering or ready (then only reports it).
   * Before a job starts, the revision is read (404 passes through) and its pins are looked up: a
   * question the bank no longer has makes the export failed `not_exportable` and the answer a 409.
   * The export row (or its restart) and its job are written in one transaction.
   */
  async prepare(auth: AuthContext, { id, revision }: PaperRevisionParams): Promise<PreparedExport> {
    this.assertEnabled();
    const key: ExportKey = { ownerId: auth.ownerId, paperId: id, revision };
    const existing = await this.repository.find(key);
    const step = prepareStep(existing?.state ?? null);
    if (step === 'report') return answer(existing!);
    const source = sourceOf(await this.peers.paperRevision(auth, { id, revision }));
    const { missing } = await this.peers.pinnedRevisions(auth, source.pins);
    if (missing.length > 0) return this.refuseNotExportable(key, source, step, new NotExportableError(missing));
    const started = await this.repository.transaction(async (manager) => {
      const record =
        step === 'create' ? await this.repository.insert(manager, key, source, 'queued') : await this.repository.restart(manager, key);
      if (record) await this.queue.send(manager, { ...key, generation: record.generation });
      return record;
    });
    if (started) this.relay.nudge();
    // Null: a concurrent POST started it first; report what it started.
    return answer(started ?? (await this.repository.find(key))!);
  }

  /** The state of the revision's export; not_found for another owner's revision, or for one whose exports were never prepared. */
  async read(auth: AuthContext, { id, revision }: PaperRevisionParams): Promise<PaperExportResponse> {
    this.assertEnabled();
    const record = await this.repository.find({ ownerId: auth.ownerId, paperId: id, revision });
    if (record) return { export: toPaperExport(record) };
    await this.peers.paperRevision(auth, { id, revision });
    throw new ServiceError('not_found', 'The exports of this revision were never prepared. POST its exports to prepare them.');
  }

  /** Where a ready document's bytes are, with its file names; 409 until ready, not_found for another owner's revision. */
  async locate(auth: AuthContext, { id, revision, document }: LocateExportInput): Promise<ExportLocation> {
    this.assertEnabled();
    const record = await this.repository.find({ ownerId: auth.ownerId, paperId: id, revision });
    if (!record) {
      await this.peers.paperRevision(auth, { id, revision });
      throw new ServiceError(
        'exports_not_ready',
        'The exports of this revision were never prepared. POST its exports and poll until ready.',
      );
    }
    if (record.state === 'ready') {
      const stored = document === 'question-paper' ? record.questionPaper! : record.markScheme!;
      return { blobKey: stored.blobKey, byteSize: stored.byteSize, ...exportFileNames(record.title, revision, document) };
    }
    if (record.state === 'failed' && record.lastError?.code === 'not_exportable')
      throw new ServiceError('not_exportable', record.lastError.message);
    throw new ServiceError(
      'exports_not_ready',
      record.state === 'failed'
        ? 'The export of this revision failed. POST its exports to try again.'
        : `The exports of this revision are ${record.state}. Poll its exports until ready.`,
    );
  }

  /** Records the export as failed for good (its event too), then refuses with 409 not_exportable. */
  private async refuseNotExportable(
    key: ExportKey,
    source: ExportSource,
    step: 'create' | 'restart',
    error: NotExportableError,
  ): Promise<never> {
    const lastError = { code: 'not_exportable', message: error.message, at: new Date().toISOString() };
    const recorded = await this.repository.transaction((manager) =>
      step === 'create'
        ? this.repository.insert(manager, key, source, 'failed', lastError)
        : this.repository.refail(manager, key, lastError),
    );
    if (recorded) this.relay.nudge();
    throw new ServiceError('not_exportable', error.message);
  }

  private assertEnabled(): void {
    if (!this.config.EXPORTS_ENABLED)
      throw new ServiceError('service_unavailable', 'PDF exports are turned off on this server.', {
        retryAfter: EXPORTS_OFF_RETRY_SECONDS,
      });
  }
}

function sourceOf(paper: Paper): ExportSource {
  return {
    title: paper.title,
    writingSpace: paper.writingSpace,
    gradeGuide: paper.gradeGuide,
    pins: paper.questions.map(({ questionId, revision }) => ({ questionId, revision })),
  };
}
