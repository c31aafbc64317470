import type { MarkingSession, MarkingStage, PaperExport } from '@pp/sdk';

/** How far a session's marking is: its current questions by whether a worker still has them. */
export interface MarkingCounts {
  queued: number;
  running: number;
  done: number;
  total: number;
}

export function markingCountsOf(session: MarkingSession): MarkingCounts {
  const current = session.questions.filter((question) => question.supersededBy === null);
  const queued = current.filter((question) => question.status === 'queued').length;
  const running = current.filter((question) => question.status === 'running').length;
  return { queued, running, done: current.length - queued - running, total: current.length };
}

export const STAGE_TEXT: Record<MarkingStage, string> = {
  session: 'creating a marking session from the paper',
  upload: 'uploading the scan',
  indexing: 'finding the questions on the scan (reading its pages)',
  start: 'starting the marking',
  marking: 'marking the questions',
};

/** One plain progress line (stderr not a terminal): the stage, and the counts while marking. */
export function markingProgressLine(stage: MarkingStage, counts: MarkingCounts | null): string {
  if (stage !== 'marking' || counts === null) return `${stage}: ${STAGE_TEXT[stage]}`;
  return `marking: ${counts.done} of ${counts.total} done, ${counts.running} running, ${counts.queued} queued`;
}

/** An export's state in a line: the job's, and each document's. */
export function exportProgressLine(state: PaperExport): string {
  return `export: ${state.state} (question paper ${state.questionPaper.state}, mark scheme ${state.markScheme.state}${state.attempts > 1 ? `, attempt ${state.attempts}` : ''})`;
}
