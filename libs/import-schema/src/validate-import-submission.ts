import { type Decision, type Score, scoreAllocations } from '@pp/scoring';
import type { ImportQuestion, ImportSubmission } from './import-submission.schema.js';
import { pointer, withAncestors } from './json-pointer.js';
import { declaredPages, type ImportContext, pageSelectionErrors, uncoveredPageErrors } from './page-references.js';
import { questionErrors } from './question-rules.js';
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

/** Where a string the schema accepted sits: its value and its pointer. */
interface Named {
  name: string;
  path: string;
}

/** Each name that repeats an earlier one, reported at the later place. */
function repeatErrors(names: readonly Named[], describe: (name: string, first: string) => string): ImportFieldError[] {
  const first = new Map<string, string>();
  return names.flatMap(({ name, path }) => {
    const earlier = first.get(name);
    if (earlier === undefined) first.set(name, path);
    return earlier === undefined ? [] : [{ path, message: describe(name, earlier) }];
  });
}

/**
 * Labels are unique among the questions, criterion ids among all criteria of the submission. Each
 * label and id the schema accepted takes part, even in a question refused for something else.
 */
function uniquenessErrors(questions: readonly unknown[], passed: (path: string) => boolean): ImportFieldError[] {
  const named = (value: unknown, path: string): Named[] => (typeof value === 'string' && passed(path) ? [{ name: value, path }] : []);
  const labels = questions.flatMap((question, i) =>
    named(isRecord(question) ? question.label : undefined, pointer('questions', i, 'label')),
  );
  const criterionIds = questions.flatMap((question, i) => {
    const criteria = isRecord(question) && Array.isArray(question.criteria) ? question.criteria : [];
    return criteria.flatMap((criterion, j) =>
      named(isRecord(criterion) ? criterion.id : undefined, pointer('questions', i, 'criteria', j, 'id')),
    );
  });
  return [
    ...repeatErrors(labels, (label, first) => `repeats the label ${label} of ${first}`),
    ...repeatErrors(criterionIds, (id, first) => `repeats the criterion id ${id} of ${first}`),
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
 * whole-paper coverage needs every question. A valid submission comes back with each question's
 * score (dependencies applied) and review flags; nothing submitted can set a total.
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
    ...(selections ? pageSelectionErrors(selections, context) : []),
    ...placed.flatMap(({ question, at }) => questionErrors(question, at, pages)),
    ...uniquenessErrors(listed, passed),
  ];
  if (selections && pages && placed.length === listed.length) {
    const covered = new Set(placed.flatMap(({ question }) => [...question.coverage.workPageIds, ...question.coverage.schemePageIds]));
    errors.push(...uncoveredPageErrors(selections, pages, covered));
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, submission: body as ImportSubmission, questions: placed.map(outcomeOf) };
}
