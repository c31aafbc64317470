import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type AuthContext,
  PROGRESS_RPC,
  type RecordsQuery,
  RecordsQuerySchema,
  rpcSubject,
  type SessionQuery,
  SessionQuerySchema,
} from '@pp/contracts';
import { SchemaPipe } from '@pp/platform';
import { ProfileService } from './profile.service.js';

const subject = (operation: string) => rpcSubject('progress', operation);

/** The learner's skill profile, pathway, evidence records and their history, and a session's insights. */
@Controller()
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}

  @MessagePattern(subject(PROGRESS_RPC.pathway))
  pathway(@Payload('auth') auth: AuthContext) {
    return this.profile.pathway(auth);
  }

  @MessagePattern(subject(PROGRESS_RPC.profile))
  skillProfile(@Payload('auth') auth: AuthContext) {
    return this.profile.profile(auth);
  }

  @MessagePattern(subject(PROGRESS_RPC.records))
  records(@Payload('auth') auth: AuthContext, @Payload('input', new SchemaPipe(RecordsQuerySchema, 'query')) query: RecordsQuery) {
    return this.profile.records(auth, query);
  }

  @MessagePattern(subject(PROGRESS_RPC.history))
  history(@Payload('auth') auth: AuthContext, @Payload('input', new SchemaPipe(RecordsQuerySchema, 'query')) query: RecordsQuery) {
    return this.profile.history(auth, query);
  }

  @MessagePattern(subject(PROGRESS_RPC.insights))
  insights(@Payload('auth') auth: AuthContext, @Payload('input', new SchemaPipe(SessionQuerySchema, 'query')) query: SessionQuery) {
    return this.profile.insights(auth, query);
  }
}
