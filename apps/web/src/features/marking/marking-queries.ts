import type { MarkingQuestion, MarkingSession } from '@pp/contracts';
import { useQuery } from '@tanstack/react-query';
import { appApi } from '../../api/app-api';

export const sessionQueryKey = (sessionId: string) => ['marking-session', sessionId] as const;
export const questionQueryKey = (sessionId: string, questionId: string) => ['marking-question', sessionId, questionId] as const;

/** The spec: poll a session about every five seconds while its work runs. */
export const POLL_MS = 5_000;

const working = (questions: readonly MarkingQuestion[]) => questions.some((q) => q.status === 'queued' || q.status === 'running');
const stillWorking = (session: MarkingSession | undefined) => Boolean(session && (working(session.questions) || !session.indexing.done));

export function useMarkingSession(sessionId: string) {
  return useQuery({
    queryKey: sessionQueryKey(sessionId),
    queryFn: () => appApi.markingSession(sessionId),
    refetchInterval: (query) => (stillWorking(query.state.data?.session) ? POLL_MS : false),
  });
}

export function useMarkingQuestion(sessionId: string, questionId: string) {
  return useQuery({
    queryKey: questionQueryKey(sessionId, questionId),
    queryFn: () => appApi.markingQuestion(sessionId, questionId),
    refetchInterval: (query) => {
      const status = query.state.data?.question.status;
      return status === 'queued' || status === 'running' ? POLL_MS : false;
    },
  });
}
