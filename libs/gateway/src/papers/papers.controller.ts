import { Controller, Get, Inject, Patch, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  type AuthContext,
  type CreatePaperBody,
  createPaper,
  type ListPapersQuery,
  listPapers,
  MAX_LIST_LIMIT,
  PAPER_RPC,
  type PaperIdParams,
  type PaperList,
  type PaperResponse,
  type PaperRevisionParams,
  readPaper,
  readPaperRevision,
  SAVED_PAPERS_POLICY,
  ServiceError,
  type UpdatePaperBody,
  updatePaper,
} from '@pp/contracts';
import { type JsonText, ServiceClient } from '@pp/platform';
import { Auth, Operation } from '../auth/operation.decorator.js';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../gateway-options.js';
import { ValidBody, ValidParams, ValidQuery } from '../http/validated.decorators.js';
import { withCountEntry } from '../limits/rate-limit-rules.js';
import { joinPages } from './join-pages.js';

/** The paper operations: validation here, every rule in the paper service. Revisions travel as the service's frozen JSON text. */
@Controller('papers')
export class PapersController {
  constructor(
    private readonly service: ServiceClient,
    @Inject(GATEWAY_OPTIONS) private readonly options: GatewayOptions,
  ) {}

  /**
   * A page when `limit` is given; otherwise every paper, asked of the service in pages of the largest
   * size and joined here, so that no bus message nears NATS' 1 MiB whatever the titles. Keyset pages
   * never skip or repeat a paper; one created meanwhile is newer than the first page and not listed.
   */
  @Get()
  @Operation(listPapers)
  async list(@Auth() auth: AuthContext, @ValidQuery(listPapers) query: ListPapersQuery): Promise<PaperList> {
    if (query.limit !== undefined) return this.service.call(PAPER_RPC.list, auth, { limit: query.limit, cursor: query.cursor });
    const papers = await joinPages(query.cursor, async (cursor) => {
      const page = await this.service.call(PAPER_RPC.list, auth, { limit: MAX_LIST_LIMIT, cursor });
      return { items: page.papers, nextCursor: page.nextCursor };
    });
    return { papers, nextCursor: null };
  }

  /** A create past the saved-papers count adds that count's entry to the RateLimit fields: none left. */
  @Post()
  @Operation(createPaper)
  async create(
    @Auth() auth: AuthContext,
    @ValidBody(createPaper) body: CreatePaperBody,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<JsonText<PaperResponse>> {
    try {
      return await this.service.callJson(PAPER_RPC.create, auth, body);
    } catch (error) {
      if (error instanceof ServiceError && error.code === 'saved_papers_limit') {
        const written = (name: string) => reply.getHeader(name) as string | undefined;
        const count = { kind: SAVED_PAPERS_POLICY, quota: this.options.separateLimits.savedPapers, remaining: 0 };
        void reply.headers(withCountEntry({ 'ratelimit-policy': written('ratelimit-policy'), ratelimit: written('ratelimit') }, count));
      }
      throw error;
    }
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
