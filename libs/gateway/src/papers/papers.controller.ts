import { Controller, Get, Patch, Post } from '@nestjs/common';
import {
  type AuthContext,
  type CreatePaperBody,
  createPaper,
  type ListPapersQuery,
  listPapers,
  PAPER_RPC,
  type PaperIdParams,
  type PaperList,
  type PaperResponse,
  type PaperRevisionParams,
  readPaper,
  readPaperRevision,
  type UpdatePaperBody,
  updatePaper,
} from '@pp/contracts';
import { type JsonText, ServiceClient } from '@pp/platform';
import { Auth, Operation } from '../auth/operation.decorator.js';
import { ValidBody, ValidParams, ValidQuery } from '../http/validated.decorators.js';

/** The paper operations: validation here, every rule in the paper service. Revisions travel as the service's frozen JSON text. */
@Controller('papers')
export class PapersController {
  constructor(private readonly service: ServiceClient) {}

  @Get()
  @Operation(listPapers)
  list(@Auth() auth: AuthContext, @ValidQuery(listPapers) query: ListPapersQuery): Promise<PaperList> {
    return this.service.call(PAPER_RPC.list, auth, query);
  }

  @Post()
  @Operation(createPaper)
  create(@Auth() auth: AuthContext, @ValidBody(createPaper) body: CreatePaperBody): Promise<JsonText<PaperResponse>> {
    return this.service.callJson(PAPER_RPC.create, auth, body);
  }

  @Get(':id')
  @Operation(readPaper)
  read(@Auth() auth: AuthContext, @ValidParams(readPaper) params: PaperIdParams): Promise<JsonText<PaperResponse>> {
    return this.service.callJson(PAPER_RPC.read, auth, params);
  }

  @Patch(':id')
  @Operation(updatePaper)
  update(
    @Auth() auth: AuthContext,
    @ValidParams(updatePaper) { id }: PaperIdParams,
    @ValidBody(updatePaper) change: UpdatePaperBody,
  ): Promise<JsonText<PaperResponse>> {
    return this.service.callJson(PAPER_RPC.update, auth, { id, change });
  }

  @Get(':id/revisions/:revision')
  @Operation(readPaperRevision)
  readRevision(@Auth() auth: AuthContext, @ValidParams(readPaperRevision) params: PaperRevisionParams): Promise<JsonText<PaperResponse>> {
    return this.service.callJson(PAPER_RPC.readRevision, auth, params);
  }
}
