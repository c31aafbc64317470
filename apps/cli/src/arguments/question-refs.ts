import { UsageError } from '../usage-error.js';

export interface QuestionPin {
  questionId: string;
  revision: number;
  contentVersion: string;
  schemeVersion: string;
}

export interface QuestionRef {
  questionId: string;
  revision: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `<questionId>@<revision>`, as `pp questions search` prints each question: the CLI reads its pin from the bank. */
export function parseQuestionRef(value: string): QuestionRef {
  const match = /^([^@]+)@(\d+)$/.exec(value.trim());
  if (!match || !UUID.test(match[1]) || Number(match[2]) < 1) {
    throw new UsageError(`--question takes <questionId>@<revision> (as pp questions search prints it), not ${JSON.stringify(value)}`);
  }
  return { questionId: match[1].toLowerCase(), revision: Number(match[2]) };
}

/** What a paper file may set besides its pins: a createPaper body's other fields. */
export interface PaperFile {
  pins: QuestionPin[];
  id?: string;
  title?: string;
  writingSpace?: string;
  gradeGuide?: boolean;
}

const isPin = (value: unknown): value is QuestionPin => {
  const pin = value as QuestionPin | null;
  return (
    typeof pin === 'object' &&
    pin !== null &&
    typeof pin.questionId === 'string' &&
    Number.isInteger(pin.revision) &&
    typeof pin.contentVersion === 'string' &&
    typeof pin.schemeVersion === 'string'
  );
};

/**
 * The pins of a paper file: a createPaper body (`{title, questions: [pin], writingSpace, gradeGuide}`,
 * `id` too) or a page of search results (`pp questions search --json`: each item's pin, in order).
 * The pins are passed on unchanged, as the service requires.
 */
export function paperFileOf(parsed: unknown, path: string): PaperFile {
  const body = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>;
  const pins = Array.isArray(body.questions)
    ? body.questions
    : Array.isArray(body.items)
      ? body.items.map((item: { pin?: unknown }) => item?.pin)
      : null;
  if (!pins || pins.length === 0 || !pins.every(isPin)) {
    throw new UsageError(
      `${path} must be a createPaper body with "questions": [pins], or search results with "items" (pp questions search --json), each pin {questionId, revision, contentVersion, schemeVersion}.`,
    );
  }
  const text = (field: string) => (typeof body[field] === 'string' ? (body[field] as string) : undefined);
  return {
    pins,
    id: text('id'),
    title: text('title'),
    writingSpace: text('writingSpace'),
    gradeGuide: typeof body.gradeGuide === 'boolean' ? body.gradeGuide : undefined,
  };
}
