import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  type AuthContext,
  type CreatePaperBody,
  EXPORT_EVENTS,
  type ExportStateChangedEvent,
  PAPER_RPC,
  type PaperIdParams,
  type PaperRevisionParams,
  type PapersPageQuery,
  type UpdatePaperInput,
} from '@pp/contracts';
import { type DomainEvent, RpcHandler } from '@pp/platform';
import { PapersService } from './papers.service.js';

/** The paper service's RPC surface (the gateway's five paper operations; export and marking read revisions) and its export-state consumer. */
@Controller()
export class PapersController {
  constructor(private readonly papers: PapersService) {}

  @RpcHandler(PAPER_RPC.list)
  list(auth: AuthContext, query: PapersPageQuery) {
    return this.papers.list(auth, query);
  }

  @RpcHandler(PAPER_RPC.create)
  create(auth: AuthContext, body: CreatePaperBody) {
    return this.papers.create(auth, body);
  }

  @RpcHandler(PAPER_RPC.read)
  read(auth: AuthContext, params: PaperIdParams) {
    return this.papers.read(auth, params);
  }

  @RpcHandler(PAPER_RPC.update)
  update(auth: AuthContext, input: UpdatePaperInput) {
    return this.papers.update(auth, input);
  }

  @RpcHandler(PAPER_RPC.readRevision)
  readRevision(auth: AuthContext, params: PaperRevisionParams) {
    return this.papers.readRevision(auth, params);
  }

  /** Summaries show whether a revision's PDFs are ready; each event is applied once. */
  @EventPattern(EXPORT_EVENTS.stateChanged, { consumer: 'paper-exports-state' })
  exportStateChanged(@Payload() event: DomainEvent<ExportStateChangedEvent>): Promise<void> {
    return this.papers.recordExportsState(event);
  }
}
