import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { IMPORT_EVENTS, type ImportCompletedEvent, MARKING_EVENTS, type MarkedQuestionEvent } from '@pp/contracts';
import type { DomainEvent } from '@pp/platform';
import { EvidenceService } from './evidence.service.js';

const CONSUMERS = {
  questionCompleted: 'progress-question-completed',
  decisionReviewed: 'progress-decision-reviewed',
  importCompleted: 'progress-import-completed',
} as const;

/** Evidence in: the marking service's and the import service's events, each consumed once. */
@Controller()
export class EvidenceController {
  constructor(private readonly evidence: EvidenceService) {}

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
}
