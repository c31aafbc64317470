import { Body, Controller, Get, HttpCode, Param, Post, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  type AppPaperList,
  type AuthContext,
  EXPORT_POLL_SECONDS,
  EXPORT_RPC,
  MAX_LIST_LIMIT,
  PAPER_RPC,
  type PaperExportResponse,
  type PaperResponse,
  type PaperRevisionParams,
  PaperRevisionParamsSchema,
  PrepareExportsBodySchema,
  ServiceError,
} from '@pp/contracts';
import { BlobStore, type JsonText, SchemaPipe, ServiceClient } from '@pp/platform';
import { exportDownload } from '../../papers/export-download.js';
import { joinPages } from '../../papers/join-pages.js';
import { AppAdmission } from '../app-http/app-admission.service.js';
import { AppAuth, AppEndpoint } from '../app-http/app-endpoint.decorator.js';

const revisionParams = () => new SchemaPipe(PaperRevisionParamsSchema, 'params');

/** The account's papers in the app: read and prepared through the paper and export services exactly as /v1 does. */
@Controller('app/api/papers')
export class AppPapersController {
  constructor(
    private readonly service: ServiceClient,
    private readonly blobs: BlobStore,
    private readonly admission: AppAdmission,
  ) {}

  /** Every paper, newest first, with its saved revisions (revisions are numbered from 1 and never removed). */
  @Get()
  @AppEndpoint('data')
  async list(@AppAuth() auth: AuthContext): Promise<AppPaperList> {
    const papers = await joinPages(undefined, async (cursor) => {
      const page = await this.service.call(PAPER_RPC.list, auth, { limit: MAX_LIST_LIMIT, cursor });
      return { items: page.papers, nextCursor: page.nextCursor };
    });
    return {
      papers: papers.map((paper) => ({
        ...paper,
        revisions: Array.from({ length: paper.latestRevision }, (_, i) => paper.latestRevision - i),
      })),
    };
  }

  @Get(':id/revisions/:revision')
  @AppEndpoint('data')
  revision(@AppAuth() auth: AuthContext, @Param(revisionParams()) params: PaperRevisionParams): Promise<JsonText<PaperResponse>> {
    return this.service.callJson(PAPER_RPC.readRevision, auth, params);
  }

  /** 404 when never prepared. */
  @Get(':id/revisions/:revision/exports')
  @AppEndpoint('data')
  exports(@AppAuth() auth: AuthContext, @Param(revisionParams()) params: PaperRevisionParams): Promise<PaperExportResponse> {
    return this.service.call(EXPORT_RPC.read, auth, params);
  }

  /** Starts the PDFs (or finds them started) and answers at once: 200 when ready, 202 with Retry-After while they are prepared. */
  @Post(':id/revisions/:revision/exports')
  @HttpCode(200)
  @AppEndpoint('data')
  async prepare(
    @AppAuth() auth: AuthContext,
    @Param(revisionParams()) params: PaperRevisionParams,
    @Body(new SchemaPipe(PrepareExportsBodySchema, 'body')) _body: Record<string, never>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PaperExportResponse> {
    await this.admission.admit(auth.ownerId, 'preparePaperExports');
    const prepared = await this.service.call(EXPORT_RPC.prepare, auth, params);
    const current = prepared.export;
    if (current.state === 'failed') {
      if (current.lastError?.code === 'not_exportable') throw new ServiceError('not_exportable', current.lastError.message);
      throw new ServiceError('export_failed', undefined, { retryAfter: EXPORT_POLL_SECONDS });
    }
    if (!prepared.ready) void reply.status(202).header('retry-after', String(EXPORT_POLL_SECONDS));
    return { export: current };
  }

  @Get(':id/revisions/:revision/exports/question-paper')
  @AppEndpoint('data')
  questionPaper(@AppAuth() auth: AuthContext, @Param(revisionParams()) params: PaperRevisionParams): Promise<StreamableFile> {
    return exportDownload(this.service, this.blobs, auth, params, 'question-paper');
  }

  @Get(':id/revisions/:revision/exports/mark-scheme')
  @AppEndpoint('data')
  markScheme(@AppAuth() auth: AuthContext, @Param(revisionParams()) params: PaperRevisionParams): Promise<StreamableFile> {
    return exportDownload(this.service, this.blobs, auth, params, 'mark-scheme');
  }
}
