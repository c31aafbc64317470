import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  type AuthContext,
  MARKING_EVENTS,
  type MarkingSessionResponse,
  type QuestionCompletedEvent,
  type SaveImportInput,
} from '@pp/contracts';
import { enqueueEvent, InjectOutboxRelay, type OutboxRelay } from '@pp/platform';
import { MARKING_CONFIG, type MarkingConfig } from '../marking.config.js';
import { eventOf, QuestionsRepository } from '../questions/questions.repository.js';
import { scoredResult, statusOfResult } from '../results/result-rules.js';
import { SessionsRepository } from '../sessions/sessions.repository.js';

/**
 * Completed imports in the marking area: the session takes the import's id, and every question is
 * saved with its rubric, its marker's decisions scored here (dependencies applied) and its source,
 * all in one transaction with their question-completed events. Saving an import that is already
 * saved answers with it and changes nothing, so the import service can retry its completion.
 */
@Injectable()
export class ImportedSessionsService {
  /** The test hook fires once per process. */
  private faultInjected = false;

  constructor(
    private readonly sessions: SessionsRepository,
    private readonly questions: QuestionsRepository,
    @InjectOutboxRelay('marking') private readonly relay: OutboxRelay,
    @Inject(MARKING_CONFIG) private readonly config: MarkingConfig,
  ) {}

  async saveImport(auth: AuthContext, input: SaveImportInput): Promise<MarkingSessionResponse> {
    const { saved, session } = await this.sessions.dataSource.transaction(async (manager) => {
      // One completion at a time per import; a second finds the first's session.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`marking-import:${input.importId}`]);
      const existing = await this.sessions.session(auth.ownerId, input.importId, manager);
      if (existing) return { saved: false, session: existing };
      const at = new Date();
      await this.sessions.insertSession(manager, auth.ownerId, input.importId, input.title, at.toISOString(), { kind: 'import' });
      for (const asset of input.assets) await this.sessions.insertAsset(manager, auth.ownerId, input.importId, asset);
      const source = { kind: 'imported' as const, importId: input.importId, ...input.source };
      for (const [index, question] of input.questions.entries()) {
        const result = scoredResult(
          { revision: 1, source, reviews: [], decidedAt: at.toISOString() },
          question.allocations.map(({ conditions: _conditions, ...allocation }) => ({ ...allocation, reviewed: false })),
        );
        const row = await this.questions.insert(manager, auth.ownerId, input.importId, {
          id: randomUUID(),
          label: question.label,
          origin: 'imported',
          workAssetIds: question.workAssetIds,
          schemeAssetIds: question.schemeAssetIds,
          pageSelections: question.pageSelections,
          rubric: {
            origin: 'imported',
            pin: null,
            parts: question.parts,
            allocations: question.allocations.map(({ id, partId, code, requirement, conditions, dependsOn }) => ({
              id,
              partId,
              code,
              requirement,
              conditions,
              dependsOn,
            })),
          },
          status: statusOfResult(result),
          result,
          // Questions keep the submission's order.
          at: new Date(at.getTime() + index),
        });
        const data: QuestionCompletedEvent = eventOf(row);
        await enqueueEvent(manager, 'marking', { subject: MARKING_EVENTS.questionCompleted, ownerId: auth.ownerId, data });
        if (index + 1 === this.config.MARKING_IMPORT_FAULT_AFTER_QUESTIONS && !this.faultInjected) {
          this.faultInjected = true;
          throw new Error(`injected fault after ${index + 1} imported question(s) (MARKING_IMPORT_FAULT_AFTER_QUESTIONS)`);
        }
      }
      return { saved: true, session: (await this.sessions.session(auth.ownerId, input.importId, manager))! };
    });
    if (saved) this.relay.nudge();
    return { session };
  }
}
