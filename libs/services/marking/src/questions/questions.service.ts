import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  type AuthContext,
  type DecisionReviewedEvent,
  MARKING_EVENTS,
  type MarkingQuestionResponse,
  type MarkingSessionResponse,
  MAX_QUESTIONS_PER_SESSION,
  MAX_REQUESTS_PER_LABEL,
  type RequestQuestionInput,
  type ReviewDecisionInput,
  ServiceError,
  type SessionIdParams,
  type SessionQuestionParams,
} from '@pp/contracts';
import { enqueueEvent, InjectOutboxRelay, type OutboxRelay, requestHash, runIdempotent } from '@pp/platform';
import { CreditLedgerRepository } from '../credits/credit-ledger.repository.js';
import { MarkingQueue } from '../jobs/marking-queue.js';
import { applyReview, statusOfResult } from '../results/result-rules.js';
import { assertOpenForChanges, SessionsRepository } from '../sessions/sessions.repository.js';
import { rubricForLabel } from '../rubrics/paper-rubric.js';
import { placeOfLabel } from './question-lifecycle.js';
import { questionRequestErrors } from './question-rules.js';
import { eventOf, questionOf, QuestionsRepository } from './questions.repository.js';

const sessionNotFound = () => new ServiceError('not_found', 'No such marking session.');
const questionNotFound = () => new ServiceError('not_found', 'No such question in this marking session.');

/** Marking questions: requesting them, starting their marking, cancelling it and reviewing results. */
@Injectable()
export class QuestionsService {
  constructor(
    private readonly questions: QuestionsRepository,
    private readonly sessions: SessionsRepository,
    private readonly credits: CreditLedgerRepository,
    private readonly queue: MarkingQueue,
    @InjectOutboxRelay('marking') private readonly relay: OutboxRelay,
  ) {}

  /**
   * Records a question of the session, once per Idempotency-Key: queued, waiting for a start. The
   * label of a failed or cancelled question makes a new question that re-marks it, and the label of
   * an indexed question not yet started amends that question (`placeOfLabel`). In a session made from a paper its rubric is that revision's exact rubric, by the label's
   * question number.
   */
  requestQuestion(auth: AuthContext, { id, question }: RequestQuestionInput, idempotencyKey: string): Promise<MarkingQuestionResponse> {
    const call = {
      ownerId: auth.ownerId,
      key: idempotencyKey,
      operation: 'requestMarkingQuestion',
      requestHash: requestHash({ id, question }),
    };
    return runIdempotent(this.questions.dataSource, 'marking', call, async (manager) => {
      const locked = await this.sessions.lockSession(manager, auth.ownerId, id);
      if (!locked) throw sessionNotFound();
      assertOpenForChanges(locked);
      const session = (await this.sessions.session(auth.ownerId, id, manager))!;
      const paperRubric = await this.sessions.rubricOf(auth.ownerId, id, manager);
      const errors = questionRequestErrors(question, session.assets, { rubricAttached: paperRubric !== null });
      const rubric = paperRubric && rubricForLabel(paperRubric, question.label, 'paper-revision');
      if (paperRubric && !rubric)
        errors.push({
          path: 'body.label',
          message: `names no question of paper revision ${paperRubric.revision}: use its number, 1 to ${paperRubric.questions.length}`,
        });
      // Under the session lock no other request adds or supersedes a question until this one is recorded.
      const place = placeOfLabel(question.label, session.questions);
      if (place.kind === 'taken') errors.push(place.error);
      if (errors.length > 0 || place.kind === 'taken') throw ServiceError.validation(errors);
      if (place.kind === 'exceeded')
        throw new ServiceError(
          'session_questions_exceeded',
          `A session holds at most ${MAX_QUESTIONS_PER_SESSION} current questions, and a label may be requested at most ${MAX_REQUESTS_PER_LABEL} times.`,
          { details: [place.error] },
        );
      if (place.kind === 'amend') {
        const amended = await this.questions.amendByRequest(manager, place.questionId, { ...question, at: new Date() });
        return { question: questionOf(amended) };
      }
      const row = await this.questions.insert(manager, auth.ownerId, id, {
        id: randomUUID(),
        label: question.label,
        origin: 'requested',
        workAssetIds: question.workAssetIds,
        schemeAssetIds: question.schemeAssetIds,
        pageSelections: question.pageSelections,
        rubric,
        status: 'queued',
        result: null,
        supersedes: place.supersedes,
        at: new Date(),
      });
      return { question: questionOf(row) };
    });
  }

  async readQuestion(auth: AuthContext, { id, questionId }: SessionQuestionParams): Promise<MarkingQuestionResponse> {
    const row = await this.questions.question(auth.ownerId, id, questionId);
    if (!row) throw questionNotFound();
    return { question: questionOf(row) };
  }

  /**
   * Queues every question never started, once per Idempotency-Key: in one transaction each gets its
   * run, its credit and its job, so a crash leaves all or nothing. Failed and cancelled questions are
   * final (a re-mark is a new question). Short of credits: 402 insufficient_credits and nothing is queued.
   */
  start(auth: AuthContext, { id }: SessionIdParams, idempotencyKey: string): Promise<MarkingSessionResponse & { started: string[] }> {
    const call = { ownerId: auth.ownerId, key: idempotencyKey, operation: 'startMarking', requestHash: requestHash({ id }) };
    return runIdempotent(this.questions.dataSource, 'marking', call, async (manager) => {
      if (!(await this.sessions.lockSession(manager, auth.ownerId, id))) throw sessionNotFound();
      const startable = await this.questions.lockStartable(manager, auth.ownerId, id);
      if (startable.length === 0)
        throw new ServiceError(
          'nothing_to_start',
          'No question of this session is waiting for a start: request questions first (a failed or cancelled one by requesting its label again), or read their status.',
        );
      const at = new Date();
      const runs = await Promise.all(
        startable.map(async (question) => ({ questionId: question.id, run: await this.questions.queue(manager, question.id, at) })),
      );
      await this.credits.take(manager, auth.ownerId, auth.plan ?? 'none', runs, at);
      for (const { questionId, run } of runs) await this.queue.send(manager, { ownerId: auth.ownerId, sessionId: id, questionId, run });
      return { session: (await this.sessions.session(auth.ownerId, id, manager))!, started: runs.map((r) => r.questionId) };
    });
  }

  /**
   * A queued or running question stops for good: cancelled, the credit of a started one given back
   * (one waiting for start took none); a running job's late result is discarded.
   */
  async cancel(auth: AuthContext, { id, questionId }: SessionQuestionParams): Promise<MarkingQuestionResponse> {
    const row = await this.questions.dataSource.transaction(async (manager) => {
      const question = await this.questions.question(auth.ownerId, id, questionId, manager, true);
      if (!question) throw questionNotFound();
      if (question.status !== 'queued' && question.status !== 'running') {
        throw new ServiceError(
          'not_cancellable',
          `The question is ${question.status}: only a queued or running question can be cancelled.`,
        );
      }
      const at = new Date();
      const cancelled = (await this.questions.finishRun(manager, question.id, question.run, { status: 'cancelled' }, at))!;
      await this.credits.giveBack(manager, auth.ownerId, question.id, question.run, 'cancelled', at);
      return cancelled;
    });
    return { question: questionOf(row) };
  }

  /**
   * A reviewer's change of one allocation's decision, on the current result revision (stale: 409;
   * a retry of the edit that made the current revision answers with it). The score is recomputed,
   * the edit is kept in the result, and the change goes out as an event in the same transaction.
   */
  async review(auth: AuthContext, { id, questionId, review }: ReviewDecisionInput): Promise<MarkingQuestionResponse> {
    const { row, changed } = await this.questions.dataSource.transaction(async (manager) => {
      const question = await this.questions.question(auth.ownerId, id, questionId, manager, true);
      if (!question) throw questionNotFound();
      if (!question.result || (question.status !== 'completed' && question.status !== 'needs_review')) {
        throw new ServiceError(
          'not_reviewable',
          `The question is ${question.status}: only a completed or needs_review result can be reviewed.`,
        );
      }
      const at = new Date();
      const outcome = applyReview(question.result, review, auth.keyId, at);
      if (outcome.kind === 'stale')
        throw new ServiceError('stale_revision', `The result is at revision ${outcome.current}. Read the question and retry.`);
      if (outcome.kind === 'unknown_allocation')
        throw ServiceError.validation([{ path: 'body.allocationId', message: 'is not an allocation of this result' }]);
      if (outcome.kind === 'repeated') return { row: question, changed: false };
      const saved = await this.questions.saveReview(manager, question.id, statusOfResult(outcome.result), outcome.result, at);
      const data: DecisionReviewedEvent = { ...eventOf(saved), review: outcome.review };
      await enqueueEvent(manager, 'marking', { subject: MARKING_EVENTS.decisionReviewed, ownerId: auth.ownerId, data });
      return { row: saved, changed: true };
    });
    if (changed) this.relay.nudge();
    return { question: questionOf(row) };
  }
}
