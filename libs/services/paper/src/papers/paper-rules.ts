import {
  type CreatePaperBody,
  type ExportState,
  type ExportsState,
  type FieldError,
  MAX_PAPER_PAGES,
  type Paper,
  type PaperQuestionSummary,
  type PinCheck,
  type PinnedRevision,
  type QuestionPin,
  SAVED_PAPERS_RETRY_AFTER_SECONDS,
  ServiceError,
  type UpdatePaperBody,
  type WritingSpace,
} from '@pp/contracts';

/** What a revision is made of: the fields a create sets and a PATCH may change. */
export type PaperSettings = Pick<CreatePaperBody, 'title' | 'questions' | 'writingSpace' | 'gradeGuide'>;

/** The pages the question paper of some settings needs, in total and per question. */
export interface PageEstimate {
  pages: number;
  questionPages: number[];
  /** The page each question ends on. */
  questionEndPages: number[];
}

const PROBLEM_MESSAGES: Record<PinCheck['problems'][number], string> = {
  not_found: 'no such published question revision',
  content_version_mismatch: 'contentVersion no longer matches the revision: search again and pin the current version',
  scheme_version_mismatch: 'schemeVersion no longer matches the revision: search again and pin the current version',
};

const questionPath = (index: number) => `body.questions[${index}]`;

/** A question listed twice (in any revision) is refused at its second place. */
export function duplicatePinErrors(pins: QuestionPin[]): FieldError[] {
  const firstIndex = new Map<string, number>();
  return pins.flatMap((pin, index) => {
    const id = pin.questionId.toLowerCase();
    const first = firstIndex.get(id);
    if (first === undefined) {
      firstIndex.set(id, index);
      return [];
    }
    return [
      {
        path: questionPath(index),
        message: `question ${pin.questionId} is already ${questionPath(first)}: a paper holds each question once`,
      },
    ];
  });
}

/** The question bank's verdict on each pin, as field errors at the pin's index. */
export function pinCheckErrors(checks: PinCheck[]): FieldError[] {
  return checks.flatMap((check, index) =>
    check.problems.map((problem) => ({ path: questionPath(index), message: PROBLEM_MESSAGES[problem] })),
  );
}

/**
 * Why a paper does not fit the page limit: the questions that fall past the last page and, when
 * answer space is printed, the writing space setting (with how many pages `none` would need).
 */
export function pageLimitErrors(settings: PaperSettings, estimate: PageEstimate, pagesWithoutSpace: number | null): FieldError[] {
  if (estimate.pages <= MAX_PAPER_PAGES) return [];
  const past = estimate.questionEndPages.findIndex((page) => page > MAX_PAPER_PAGES);
  // Only the paper's closing line is past the limit: the last question is what pushes it there.
  const firstPast = past < 0 ? settings.questions.length - 1 : past;
  const errors: FieldError[] = [
    {
      path: 'body.questions',
      message: `the question paper would have ${estimate.pages} pages, at most ${MAX_PAPER_PAGES}: questions ${firstPast + 1} to ${settings.questions.length} (from ${questionPath(firstPast)}) fall past page ${MAX_PAPER_PAGES}`,
    },
  ];
  if (settings.writingSpace !== 'none' && pagesWithoutSpace !== null) {
    errors.push({
      path: 'body.writingSpace',
      message: `writingSpace ${settings.writingSpace} makes ${estimate.pages} pages (${pagesWithoutSpace} with none, at most ${MAX_PAPER_PAGES}): choose less writing space or fewer questions`,
    });
  }
  return errors;
}

/**
 * 429 saved_papers_limit: the owner holds `limit` papers already. Its Retry-After is a day: waiting
 * frees no room, so a client that honours it does not retry in a loop (decision 0028).
 */
export function savedPapersLimitError(limit: number): ServiceError {
  return new ServiceError(
    'saved_papers_limit',
    `This account already holds ${limit.toLocaleString('en-US')} saved papers, the most it may, so no new paper is saved. Waiting frees no room.`,
    { retryAfter: SAVED_PAPERS_RETRY_AFTER_SECONDS },
  );
}

/** The settings of a new revision: the previous ones with the PATCH's fields over them. */
export function applyChange(previous: PaperSettings, change: UpdatePaperBody): PaperSettings {
  return {
    title: change.title ?? previous.title,
    questions: change.questions ?? previous.questions,
    writingSpace: change.writingSpace ?? previous.writingSpace,
    gradeGuide: change.gradeGuide ?? previous.gradeGuide,
  };
}

/** Whether a change leaves the printed pages as they were (then the previous count stands). */
export const keepsPages = (change: UpdatePaperBody): boolean => change.questions === undefined && change.writingSpace === undefined;

/** The frozen document of a revision. */
export function paperDocument(
  fields: { id: string; revision: number; createdAt: string; revisedAt: string },
  settings: PaperSettings,
  summaries: PaperQuestionSummary[],
  pageCount: number,
): Paper {
  return {
    id: fields.id,
    revision: fields.revision,
    title: settings.title,
    questions: settings.questions,
    writingSpace: settings.writingSpace as WritingSpace,
    gradeGuide: settings.gradeGuide,
    totalMarks: summaries.reduce((sum, q) => sum + q.marks, 0),
    pageCount,
    questionSummaries: summaries,
    createdAt: fields.createdAt,
    revisedAt: fields.revisedAt,
  };
}

/** One summary per pinned question, from its content and its pages. */
export function questionSummaries(revisions: PinnedRevision[], questionPages: number[]): PaperQuestionSummary[] {
  return revisions.map((revision, index) => ({
    number: index + 1,
    questionId: revision.id,
    revision: revision.revision,
    title: revision.title,
    marks: revision.marks,
    partsCount: revision.parts.length,
    pages: questionPages[index],
  }));
}

/** The export job's state as a summary shows it. */
export function exportsStateOf(state: ExportState): ExportsState {
  return state === 'queued' || state === 'rendering' ? 'preparing' : state;
}
