import type { QuestionPin } from '../questions/questions.schemas.js';
import type { MarkingQuestionStatus, MarkingResult } from './marking-questions.schemas.js';

/** The marking service's events (through its outbox), for the progress service. */
export const MARKING_EVENTS = {
  /** A question got its result (completed or needs_review), automatically or by import. */
  questionCompleted: 'events.marking.question-completed',
  /** A reviewer changed one allocation's decision. */
  decisionReviewed: 'events.marking.decision-reviewed',
} as const;

/** Both events carry the question's whole current result, so a consumer never reads it back. */
export interface MarkedQuestionEvent {
  sessionId: string;
  questionId: string;
  label: string;
  status: MarkingQuestionStatus;
  /** The bank question revision it was printed from, when its rubric came from our own paper. */
  pin: QuestionPin | null;
  result: MarkingResult;
}

export type QuestionCompletedEvent = MarkedQuestionEvent;

export interface DecisionReviewedEvent extends MarkedQuestionEvent {
  /** The edit: which allocation, from and to what, at which result revision. */
  review: MarkingResult['reviews'][number];
}
