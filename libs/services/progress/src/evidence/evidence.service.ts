import { Injectable } from '@nestjs/common';
import type { ImportCompletedEvent, MarkedQuestionEvent } from '@pp/contracts';
import type { DomainEvent } from '@pp/platform';
import { QuestionBankClient } from '../peers/question-bank.client.js';
import { evidenceStateOf, rubricVersionOf, skillOf } from '../skills/skill-rules.js';
import { EvidenceRepository, type QuestionMappingRow } from './evidence.repository.js';

/**
 * Evidence intake: each marked question (automated or imported) and each review edit becomes one
 * evidence record per one-mark allocation, applied once per event (the inbox), and never by an older
 * result revision than the one already applied. A question is mapped to skills on first sight: its
 * bank subtopic when it was printed from the bank, else unmapped until the owner corrects it.
 */
@Injectable()
export class EvidenceService {
  constructor(
    private readonly repository: EvidenceRepository,
    private readonly peers: QuestionBankClient,
  ) {}

  async applyMarkedQuestion(consumer: string, event: DomainEvent<MarkedQuestionEvent>): Promise<void> {
    const { ownerId, data } = event;
    const { result } = data;
    const known = await this.repository.mapping(ownerId, data.questionId);
    // The bank is asked outside the transaction, once per question.
    const bank = !known && data.pin ? await this.peers.bankSkill(ownerId, data.pin) : null;
    await this.repository.once(consumer, event, async (manager) => {
      const at = new Date(event.occurredAt);
      const source =
        result.source.kind === 'imported'
          ? { kind: 'imported' as const, marker: result.source.marker }
          : { kind: 'automated' as const, marker: null };
      await this.repository.recordAttempt(manager, ownerId, data.sessionId, source.kind, source.marker, at);
      let mapping = await this.repository.mapping(ownerId, data.questionId, manager, true);
      if (mapping && result.revision < mapping.result_revision) return;
      if (!mapping) {
        const skills = bank && skillOf(bank.subtopicId) ? [bank.subtopicId] : [];
        mapping = {
          question_id: data.questionId,
          attempt_id: data.sessionId,
          label: data.label,
          bank_question_id: data.pin?.questionId ?? null,
          skills,
          origin: skills.length > 0 ? 'bank' : 'unmapped',
          examined: (bank?.frequency as QuestionMappingRow['examined']) ?? null,
          revision: 1,
          criteria: result.allocations.map((a) => ({ criterionId: a.id, code: a.code, skill: skills[0] ?? null })),
          rubric_version: rubricVersionOf(result.allocations),
          criteria_revision: 1,
          result_revision: result.revision,
        };
        await this.repository.insertMapping(manager, ownerId, mapping);
      } else {
        await this.repository.updateMapping(manager, ownerId, { ...mapping, result_revision: result.revision });
      }
      const skillOfCriterion = new Map(mapping.criteria.map((c) => [c.criterionId, c.skill]));
      await this.repository.putEvidence(
        manager,
        ownerId,
        result.allocations.map((allocation) => ({
          question_id: data.questionId,
          criterion_id: allocation.id,
          attempt_id: data.sessionId,
          code: allocation.code,
          decision: allocation.counted,
          state: evidenceStateOf(allocation, result, data.status),
          source_kind: source.kind,
          marker: source.marker,
          reviewed: allocation.reviewed,
          skill: skillOfCriterion.get(allocation.id) ?? null,
        })),
        at,
      );
    });
  }

  /** A completed import is an attempt of its own (its questions' evidence comes with marking's events). */
  async applyImportCompleted(consumer: string, event: DomainEvent<ImportCompletedEvent>): Promise<void> {
    await this.repository.once(consumer, event, (manager) =>
      this.repository.recordAttempt(
        manager,
        event.ownerId,
        event.data.sessionId,
        'imported',
        event.data.source.kind,
        new Date(event.occurredAt),
      ),
    );
  }
}
