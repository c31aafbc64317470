import { type Decision, type Score, scoreAllocations } from '@pp/scoring';
import type { ImportQuestion, ImportSubmission } from './import-submission.schema.js';
import { instantOf } from './iso-timestamp.js';
import { pointer, withAncestors } from './json-pointer.js';
import { normalisedSubmission } from './normalised-submission.js';
import { canonicalId, declaredPages, type ImportContext, pageSelectionErrors, uncoveredPageErrors } from './page-references.js';
import { questionErrors } from './question-rules.js';
import { repeatErrors } from './repeats.js';
import { type ReviewFlag, reviewFlagsOf } from './review-flags.js';
import { type ImportFieldError, schemaErrorsOf } from './schema-errors.js';

/** A valid question as the import computes it: the score from its decisions, and what needs review. */
export interface ImportQuestionOutcome {
  label: string;
  score: Score;
  reviewFlags: ReviewFlag[];
}

export type ImportValidation =
  { ok: true; submission: ImportSubmission; questions: ImportQuestionOutcome[] } | { ok: false; errors: ImportFieldError[] };

interface Placed {
  question: ImportQuestion;
  at: ['questions', number];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Labels are unique among the questions. Each label the schema accepted takes part, even in a
 * question refused for something else. (Criterion ids are unique within their question only: the
 * question rules.)
 */
function labelErrors(questions: readonly unknown[], passed: (path: string) => boolean): ImportFieldError[] {
  const labels = questions.flatMap((question, i) => {
    const label = isRecord(question) ? question.label : undefined;
    const path = pointer('questions', i, 'label');
    return typeof label === 'string' && passed(path) ? [{ name: label, path }] : [];
  });
  return repeatErrors(labels, (label, first) => `repeats the label ${label} of ${first}`);
}

/** The schema states the forms of markedAt; whether the date and time exist takes a calendar. */
function markedAtErrors(root: Record<string, unknown>, passed: (path: string) => boolean): ImportFieldError[] {
  const markedAt = isRecord(root.source) ? root.source.markedAt : undefined;
  if (typeof markedAt !== 'string' || !passed('/source/markedAt') || instantOf(markedAt)) return [];
  return [
    {
      path: '/source/markedAt',
      message:
        'is not a date and time that exists: a month, day, hour, minute, second or offset is out of range (or, in UTC, the year is outside 0000 to 9999)',
    },
  ];
}

function outcomeOf({ question, at }: Placed): ImportQuestionOutcome {
  const decisions = new Map(question.decisions.map((decision) => [decision.criterionId, decision.decision]));
  // Validated: every criterion has exactly one decision.
  const allocations = question.criteria.map(({ id, partId, dependsOn }) => ({
    id,
    partId,
    dependsOn,
    decision: decisions.get(id) as Decision,
  }));
  return { label: question.label, score: scoreAllocations(allocations), reviewFlags: reviewFlagsOf(question, at) };
}

/**
 * Validates an import submission against the published schema and every relationship rule, with
 * no I/O: `context` carries the import's uploads. All errors come back at once. Relationship rules
 * run on each part of the body that passed the schema (each question, pageSelections), and the
 * rules across questions on those questions, so one malformed question hides nothing else; the
 * whole-paper coverage needs every question. A valid submission comes back normalised (markedAt in
 * UTC, UUIDs in lower case: what is stored), with each question's score (dependencies applied) and
 * review flags; nothing submitted can set a total.
 */
export function validateImportSubmission(body: unknown, context: ImportContext): ImportValidation {
  const schemaErrors = schemaErrorsOf(body);
  // A node passed the schema when no error lies at or beneath it.
  const refused = withAncestors(schemaErrors.map((error) => error.path));
  const passed = (path: string) => !refused.has(path);
  const root = isRecord(body) ? body : {};

  const selections = isRecord(root.pageSelections) && passed('/pageSelections') ? (root.pageSelections as Record<string, number[]>) : null;
  const pages = selections && declaredPages(selections, context);
  const listed: unknown[] = Array.isArray(root.questions) ? root.questions : [];
  const placed = listed
    .map((question, i): Placed => ({ question: question as ImportQuestion, at: ['questions', i] }))
    .filter(({ at }) => passed(pointer(...at)));

  const errors = [
    ...schemaErrors,
    ...markedAtErrors(root, passed),
    ...(selections ? pageSelectionErrors(selections, context) : []),
    ...placed.flatMap(({ question, at }) => questionErrors(question, at, pages)),
    ...labelErrors(listed, passed),
  ];
  if (selections && pages && placed.length === listed.length) {
    const covered = placed.flatMap(({ question }) => [...question.coverage.workPageIds, ...question.coverage.schemePageIds]);
    errors.push(...uncoveredPageErrors(selections, pages, new Set(covered.map(canonicalId))));
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, submission: normalisedSubmission(body as ImportSubmission), questions: placed.map(outcomeOf) };
}
