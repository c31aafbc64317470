import { Controller } from '@nestjs/common';
import {
  type AuthContext,
  type CreateSessionBody,
  type CreateSessionFromPaperBody,
  type ListSessionsQuery,
  MARKING_RPC,
  type RegisterAssetInput,
  type SessionAssetParams,
  type SessionIdParams,
} from '@pp/contracts';
import { RpcHandler } from '@pp/platform';
import { SessionsService } from './sessions.service.js';

/** The marking service's session and upload operations. */
@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @RpcHandler(MARKING_RPC.createSession)
  create(auth: AuthContext, body: CreateSessionBody, idempotencyKey: string) {
    return this.sessions.createSession(auth, body, idempotencyKey);
  }

  @RpcHandler(MARKING_RPC.createSessionFromPaper)
  createFromPaper(auth: AuthContext, body: CreateSessionFromPaperBody, idempotencyKey: string) {
    return this.sessions.createSessionFromPaper(auth, body, idempotencyKey);
  }

  @RpcHandler(MARKING_RPC.listSessions)
  list(auth: AuthContext, query: ListSessionsQuery) {
    return this.sessions.listSessions(auth, query);
  }

  @RpcHandler(MARKING_RPC.readSession)
  read(auth: AuthContext, params: SessionIdParams) {
    return this.sessions.readSession(auth, params);
  }

  @RpcHandler(MARKING_RPC.registerAsset)
  registerAsset(auth: AuthContext, input: RegisterAssetInput) {
    return this.sessions.registerAsset(auth, input);
  }

  @RpcHandler(MARKING_RPC.listAssets)
  listAssets(auth: AuthContext, params: SessionIdParams) {
    return this.sessions.listAssets(auth, params);
  }

  @RpcHandler(MARKING_RPC.locateAsset)
  locateAsset(auth: AuthContext, params: SessionAssetParams) {
    return this.sessions.locateAsset(auth, params);
  }
}
