import { Controller, Get, HttpCode, Post, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  type AuthContext,
  downloadMarkScheme,
  downloadQuestionPaper,
  EXPORT_POLL_SECONDS,
  EXPORT_RPC,
  type ExportDocument,
  type PaperExportResponse,
  type PaperRevisionParams,
  preparePaperExports,
} from '@pp/contracts';
import { BlobStore, ServiceClient } from '@pp/platform';
import { Auth, Operation } from '../auth/operation.decorator.js';
import { ValidBody, ValidParams } from '../http/validated.decorators.js';
import { attachmentDisposition } from './content-disposition.js';

/** A revision's PDFs: the export service prepares and locates them; the gateway streams the bytes from the BlobStore. */
@Controller('papers/:id/revisions/:revision/exports')
export class PaperExportsController {
  constructor(
    private readonly service: ServiceClient,
    private readonly blobs: BlobStore,
  ) {}

  /** 200 once both PDFs are ready; 202 with Retry-After while queued or rendering (a POST after a failure queues it again); repeat the POST to poll. */
  @Post()
  @HttpCode(200)
  @Operation(preparePaperExports)
  async prepare(
    @Auth() auth: AuthContext,
    @ValidParams(preparePaperExports) params: PaperRevisionParams,
    @ValidBody(preparePaperExports) _body: Record<string, never>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PaperExportResponse> {
    const prepared = await this.service.call(EXPORT_RPC.prepare, auth, params);
    if (!prepared.ready) void reply.status(202).header('retry-after', String(EXPORT_POLL_SECONDS));
    return { export: prepared.export };
  }

  @Get('question-paper')
  @Operation(downloadQuestionPaper)
  questionPaper(@Auth() auth: AuthContext, @ValidParams(downloadQuestionPaper) params: PaperRevisionParams): Promise<StreamableFile> {
    return this.download(auth, params, 'question-paper');
  }

  @Get('mark-scheme')
  @Operation(downloadMarkScheme)
  markScheme(@Auth() auth: AuthContext, @ValidParams(downloadMarkScheme) params: PaperRevisionParams): Promise<StreamableFile> {
    return this.download(auth, params, 'mark-scheme');
  }

  /** Streamed from the BlobStore as it is read: the PDF is never held whole in the gateway. */
  private async download(auth: AuthContext, { id, revision }: PaperRevisionParams, document: ExportDocument): Promise<StreamableFile> {
    const location = await this.service.call(EXPORT_RPC.locate, auth, { id, revision, document });
    return new StreamableFile(await this.blobs.get(location.blobKey), {
      type: 'application/pdf',
      length: location.byteSize,
      disposition: attachmentDisposition(location.asciiFileName, location.fileName),
    });
  }
}
