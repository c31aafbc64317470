import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type AuthContext,
  type CreateSessionBody,
  CreateSessionBodySchema,
  type CreateSessionFromPaperBody,
  CreateSessionFromPaperBodySchema,
  type ListSessionsQuery,
  ListSessionsQuerySchema,
  MARKING_RPC,
  type RegisterAssetInput,
  RegisterAssetInputSchema,
  rpcSubject,
  type SessionAssetParams,
  SessionAssetParamsSchema,
  type SessionIdParams,
  SessionIdParamsSchema,
} from '@pp/contracts';
import { SchemaPipe } from '@pp/platform';
import { SessionsService } from './sessions.service.js';

const subject = (operation: string) => rpcSubject('marking', operation);

/** The marking service's session and upload operations. */
@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @MessagePattern(subject(MARKING_RPC.createSession))
  create(
    @Payload('auth') auth: AuthContext,
    @Payload('input', new SchemaPipe(CreateSessionBodySchema, 'body')) body: CreateSessionBody,
    @Payload('idempotencyKey') idempotencyKey: string,
  ) {
    return this.sessions.createSession(auth, body, idempotencyKey);
  }

  @MessagePattern(subject(MARKING_RPC.createSessionFromPaper))
  createFromPaper(
    @Payload('auth') auth: AuthContext,
    @Payload('input', new SchemaPipe(CreateSessionFromPaperBodySchema, 'body')) body: CreateSessionFromPaperBody,
    @Payload('idempotencyKey') idempotencyKey: string,
  ) {
    return this.sessions.createSessionFromPaper(auth, body, idempotencyKey);
  }

  @MessagePattern(subject(MARKING_RPC.listSessions))
  list(@Payload('auth') auth: AuthContext, @Payload('input', new SchemaPipe(ListSessionsQuerySchema, 'query')) query: ListSessionsQuery) {
    return this.sessions.listSessions(auth, query);
  }

  @MessagePattern(subject(MARKING_RPC.readSession))
  read(@Payload('auth') auth: AuthContext, @Payload('input', new SchemaPipe(SessionIdParamsSchema, 'params')) params: SessionIdParams) {
    return this.sessions.readSession(auth, params);
  }

  @MessagePattern(subject(MARKING_RPC.registerAsset))
  registerAsset(
    @Payload('auth') auth: AuthContext,
    @Payload('input', new SchemaPipe(RegisterAssetInputSchema, 'input')) input: RegisterAssetInput,
  ) {
    return this.sessions.registerAsset(auth, input);
  }

  @MessagePattern(subject(MARKING_RPC.listAssets))
  listAssets(
    @Payload('auth') auth: AuthContext,
    @Payload('input', new SchemaPipe(SessionIdParamsSchema, 'params')) params: SessionIdParams,
  ) {
    return this.sessions.listAssets(auth, params);
  }

  @MessagePattern(subject(MARKING_RPC.locateAsset))
  locateAsset(
    @Payload('auth') auth: AuthContext,
    @Payload('input', new SchemaPipe(SessionAssetParamsSchema, 'params')) params: SessionAssetParams,
  ) {
    return this.sessions.locateAsset(auth, params);
  }
}
