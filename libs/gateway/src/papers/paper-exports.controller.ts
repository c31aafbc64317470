import { Controller, Get, Headers, HttpCode, type OnModuleDestroy, Post, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  type AuthContext,
  downloadMarkScheme,
  downloadQuestionPaper,
  EXPORT_HOLD_SECONDS,
  EXPORT_POLL_SECONDS,
  EXPORT_RPC,
  holdUntilSettled,
  type PaperExport,
  type PaperExportResponse,
  type PaperRevisionParams,
  preparePaperExports,
  readPaperExports,
  ServiceError,
} from '@pp/contracts';
import { BlobStore, ServiceClient } from '@pp/platform';
import { Auth, Operation } from '../auth/operation.decorator.js';
import { ValidBody, ValidParams } from '../http/validated.decorators.js';
import { parsePrefer } from '../http/prefer-header.js';
import { exportDownload } from './export-download.js';

/** Aborts when the client's connection closes before the answer was written: holding on for it is then wasted. */
function clientGone(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableEnded) gone.abort();
  });
  return gone.signal;
}

/** A revision's PDFs: the export service prepares and locates them; the gateway streams the bytes from the BlobStore. */
@Controller('papers/:id/revisions/:revision/exports')
export class PaperExportsController implements OnModuleDestroy {
  /** Aborted when the gateway begins to shut down: held requests answer 202 at once rather than outlive the drain. */
  private readonly closing = new AbortController();

  constructor(
    private readonly service: ServiceClient,
    private readonly blobs: BlobStore,
  ) {}

  /**
   * Starts the export (or finds it started) and holds the request until both PDFs are ready, as the
   * spec words it, for at most EXPORT_HOLD_SECONDS (less with `Prefer: wait=<s>`); then 202 with
   * Retry-After, also at once when the gateway shuts down. `Prefer: respond-async` answers 202 at
   * once. The job runs on whatever the client does.
   */
  @Post()
  @HttpCode(200)
  @Operation(preparePaperExports)
  async prepare(
    @Auth() auth: AuthContext,
    @ValidParams(preparePaperExports) params: PaperRevisionParams,
    @ValidBody(preparePaperExports) _body: Record<string, never>,
    @Headers('prefer') prefer: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PaperExportResponse> {
    const deadline = Date.now() + EXPORT_HOLD_SECONDS * 1000;
    const preferences = parsePrefer(prefer);
    const prepared = await this.service.call(EXPORT_RPC.prepare, auth, params);
    if (prepared.ready || preferences.respondAsync) return this.answer(prepared.export, reply, preferences.respondAsync);
    const held = await holdUntilSettled(async () => (await this.service.call(EXPORT_RPC.read, auth, params)).export, prepared.export, {
      deadline: Math.min(deadline, Date.now() + (preferences.waitSeconds ?? EXPORT_HOLD_SECONDS) * 1000),
      signal: AbortSignal.any([clientGone(reply), this.closing.signal]),
    });
    return this.answer(held, reply, false);
  }

  onModuleDestroy(): void {
    this.closing.abort();
  }

  @Get()
  @Operation(readPaperExports)
  read(@Auth() auth: AuthContext, @ValidParams(readPaperExports) params: PaperRevisionParams): Promise<PaperExportResponse> {
    return this.service.call(EXPORT_RPC.read, auth, params);
  }

  @Get('question-paper')
  @Operation(downloadQuestionPaper)
  questionPaper(@Auth() auth: AuthContext, @ValidParams(downloadQuestionPaper) params: PaperRevisionParams): Promise<StreamableFile> {
    return exportDownload(this.service, this.blobs, auth, params, 'question-paper');
  }

  @Get('mark-scheme')
  @Operation(downloadMarkScheme)
  markScheme(@Auth() auth: AuthContext, @ValidParams(downloadMarkScheme) params: PaperRevisionParams): Promise<StreamableFile> {
    return exportDownload(this.service, this.blobs, auth, params, 'mark-scheme');
  }

  /** 200 when ready; 202 with Retry-After while queued or rendering; a failure found while holding is 409 or 503 as its cause says. */
  private answer(current: PaperExport, reply: FastifyReply, respondAsync: boolean): PaperExportResponse {
    if (current.state === 'failed') {
      if (current.lastError?.code === 'not_exportable') throw new ServiceError('not_exportable', current.lastError.message);
      throw new ServiceError('export_failed', undefined, { retryAfter: EXPORT_POLL_SECONDS });
    }
    if (current.state !== 'ready') {
      void reply.status(202).header('retry-after', String(EXPORT_POLL_SECONDS));
      if (respondAsync) void reply.header('preference-applied', 'respond-async');
    }
    return { export: current };
  }
}
