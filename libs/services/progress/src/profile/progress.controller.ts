import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import {
  type AuthContext,
  type CriterionMappingBody,
  CriterionMappingBodySchema,
  IMPORT_EVENTS,
  type ImportCompletedEvent,
  type MappingsQuery,
  MappingsQuerySchema,
  MARKING_EVENTS,
  type MarkedQuestionEvent,
  PROGRESS_RPC,
  type QuestionMappingBody,
  QuestionMappingBodySchema,
  type QuestionQuery,
  QuestionQuerySchema,
  type RecordsQuery,
  RecordsQuerySchema,
  rpcSubject,
  type SessionQuery,
  SessionQuerySchema,
} from '@pp/contracts';
import { type DomainEvent, SchemaPipe } from '@pp/platform';
import { EvidenceService } from '../evidence/evidence.service.js';
import { MappingsService } from '../mappings/mappings.service.js';
import { ProfileService } from './profile.service.js';

const subject = (operation: string) => rpcSubject('progress', operation);
const CONSUMERS = {
  questionCompleted: 'progress-question-completed',
  decisionReviewed: 'progress-decision-reviewed',
  importCompleted: 'progress-import-completed',
} as const;

/** The progress service: evidence from marking and imports in; profile, pathway and mappings out. */
@Controller()
export class ProgressController {
  constructor(
    private readonly evidence: EvidenceService,
    private readonly profile: ProfileService,
    private readonly mappings: MappingsService,
  ) {}

  @EventPattern(MARKING_EVENTS.questionCompleted, { consumer: CONSUMERS.questionCompleted })
  questionCompleted(@Payload() event: DomainEvent<MarkedQuestionEvent>): Promise<void> {
    return this.evidence.applyMarkedQuestion(CONSUMERS.questionCompleted, event);
  }

  @EventPattern(MARKING_EVENTS.decisionReviewed, { consumer: CONSUMERS.decisionReviewed })
  decisionReviewed(@Payload() event: DomainEvent<MarkedQuestionEvent>): Promise<void> {
    return this.evidence.applyMarkedQuestion(CONSUMERS.decisionReviewed, event);
  }

  @EventPattern(IMPORT_EVENTS.importCompleted, { consumer: CONSUMERS.importCompleted })
  importCompleted(@Payload() event: DomainEvent<ImportCompletedEvent>): Promise<void> {
    return this.evidence.applyImportCompleted(CONSUMERS.importCompleted, event);
  }

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

  @MessagePattern(subject(PROGRESS_RPC.mappings))
  questionMappings(
    @Payload('auth') auth: AuthContext,
    @Payload('input', new SchemaPipe(MappingsQuerySchema, 'query')) query: MappingsQuery,
  ) {
    return this.mappings.questionMappings(auth, query);
  }

  @MessagePattern(subject(PROGRESS_RPC.correctMapping))
  correctMapping(
    @Payload('auth') auth: AuthContext,
    @Payload('input', new SchemaPipe(QuestionMappingBodySchema, 'body')) body: QuestionMappingBody,
  ) {
    return this.mappings.correctQuestionMapping(auth, body);
  }

  @MessagePattern(subject(PROGRESS_RPC.criteria))
  criteria(@Payload('auth') auth: AuthContext, @Payload('input', new SchemaPipe(QuestionQuerySchema, 'query')) query: QuestionQuery) {
    return this.mappings.criterionMappings(auth, query);
  }

  @MessagePattern(subject(PROGRESS_RPC.correctCriteria))
  correctCriteria(
    @Payload('auth') auth: AuthContext,
    @Payload('input', new SchemaPipe(CriterionMappingBodySchema, 'body')) body: CriterionMappingBody,
  ) {
    return this.mappings.correctCriterionMappings(auth, body);
  }
}
