import { Controller } from '@nestjs/common';
import { type AuthContext, PROGRESS_RPC, type RecordsQuery, type SessionQuery } from '@pp/contracts';
import { RpcHandler } from '@pp/platform';
import { ProfileService } from './profile.service.js';

/** The learner's skill profile, pathway, evidence records and their history, and a session's insights. */
@Controller()
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}

  @RpcHandler(PROGRESS_RPC.pathway)
  pathway(auth: AuthContext) {
    return this.profile.pathway(auth);
  }

  @RpcHandler(PROGRESS_RPC.profile)
  skillProfile(auth: AuthContext) {
    return this.profile.profile(auth);
  }

  @RpcHandler(PROGRESS_RPC.records)
  records(auth: AuthContext, query: RecordsQuery) {
    return this.profile.records(auth, query);
  }

  @RpcHandler(PROGRESS_RPC.history)
  history(auth: AuthContext, query: RecordsQuery) {
    return this.profile.history(auth, query);
  }

  @RpcHandler(PROGRESS_RPC.insights)
  insights(auth: AuthContext, query: SessionQuery) {
    return this.profile.insights(auth, query);
  }
}
