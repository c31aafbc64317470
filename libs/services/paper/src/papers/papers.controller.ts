import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import {
  type AuthContext,
  type CreatePaperBody,
  CreatePaperBodySchema,
  EXPORT_EVENTS,
  type ExportStateChangedEvent,
  type ListPapersQuery,
  ListPapersQuerySchema,
  PAPER_RPC,
  type PaperIdParams,
  PaperIdParamsSchema,
  type PaperRevisionParams,
  PaperRevisionParamsSchema,
  rpcSubject,
  type UpdatePaperInput,
  UpdatePaperInputSchema,
} from '@pp/contracts';
import { type DomainEvent, SchemaPipe } from '@pp/platform';
import { PapersService } from './papers.service.js';

const subject = (operation: string) => rpcSubject('paper', operation);

/** The paper service's RPC surface (the gateway's five paper operations; export and marking read revisions) and its export-state consumer. */
@Controller()
export class PapersController {
  constructor(private readonly papers: PapersService) {}

  @MessagePattern(subject(PAPER_RPC.list))
  list(@Payload('auth') auth: AuthContext, @Payload('input', new SchemaPipe(ListPapersQuerySchema, 'query')) query: ListPapersQuery) {
    return this.papers.list(auth, query);
  }

  @MessagePattern(subject(PAPER_RPC.create))
  create(@Payload('auth') auth: AuthContext, @Payload('input', new SchemaPipe(CreatePaperBodySchema, 'body')) body: CreatePaperBody) {
    return this.papers.create(auth, body);
  }

  @MessagePattern(subject(PAPER_RPC.read))
  read(@Payload('auth') auth: AuthContext, @Payload('input', new SchemaPipe(PaperIdParamsSchema, 'params')) params: PaperIdParams) {
    return this.papers.read(auth, params);
  }

  @MessagePattern(subject(PAPER_RPC.update))
  update(@Payload('auth') auth: AuthContext, @Payload('input', new SchemaPipe(UpdatePaperInputSchema, 'input')) input: UpdatePaperInput) {
    return this.papers.update(auth, input);
  }

  @MessagePattern(subject(PAPER_RPC.readRevision))
  readRevision(
    @Payload('auth') auth: AuthContext,
    @Payload('input', new SchemaPipe(PaperRevisionParamsSchema, 'params')) params: PaperRevisionParams,
  ) {
    return this.papers.readRevision(auth, params);
  }

  /** Summaries show whether a revision's PDFs are ready; each event is applied once. */
  @EventPattern(EXPORT_EVENTS.stateChanged, { consumer: 'paper-exports-state' })
  exportStateChanged(@Payload() event: DomainEvent<ExportStateChangedEvent>): Promise<void> {
    return this.papers.recordExportsState(event);
  }
}
