import { isOneMarkCode, parseMarkCode } from '@pp/scoring';
import { dependencyCycles } from './dependency-cycles.js';
import type { Box, Evidence, ImportCriterion, ImportDecision, ImportQuestion } from './import-submission.schema.js';
import { pointer } from './json-pointer.js';
import { type CoverageList, type DeclaredPages, pageReferenceFault, repeatedPageErrors } from './page-references.js';
import { repeatErrors } from './repeats.js';
import type { ImportFieldError } from './schema-errors.js';

/** Slack for x + width and y + height, so that a box computed as `1 - x` wide is not refused for rounding. */
const EDGE_TOLERANCE = 1e-9;

type Path = ReadonlyArray<string | number>;
const error = (path: Path, message: string): ImportFieldError => ({ path: pointer(...path), message });

/**
 * The rules within one question that its schema cannot state. `at` is the question's place in the
 * submission; `pages` is null when pageSelections is itself refused, and page references then wait.
 */
export function questionErrors(question: ImportQuestion, at: Path, pages: DeclaredPages | null): ImportFieldError[] {
  return [
    ...(pages ? coverageErrors(question, at, pages) : []),
    ...repeatedPageErrors(question.coverage.workPageIds, [...at, 'coverage', 'workPageIds']),
    ...repeatedPageErrors(question.coverage.schemePageIds, [...at, 'coverage', 'schemePageIds']),
    ...partErrors(question, at),
    ...criterionIdErrors(question, at),
    ...question.criteria.flatMap((criterion, i) => criterionErrors(question, criterion, [...at, 'criteria', i], pages)),
    ...cycleErrors(question, at),
    ...decisionErrors(question, at, pages),
  ];
}

function coverageErrors(question: ImportQuestion, at: Path, pages: DeclaredPages): ImportFieldError[] {
  const { workPageIds, schemePageIds } = question.coverage;
  return [
    ...workPageIds.map((pageId, k) => [pageReferenceFault(pageId, 'work', pages), [...at, 'coverage', 'workPageIds', k]] as const),
    ...schemePageIds.map((pageId, k) => [pageReferenceFault(pageId, 'scheme', pages), [...at, 'coverage', 'schemePageIds', k]] as const),
  ].flatMap(([fault, path]) => (fault ? [error(path, fault)] : []));
}

/** A part's maximum is the number of its one-mark criteria; part ids are unique in the question. */
function partErrors(question: ImportQuestion, at: Path): ImportFieldError[] {
  const seen = new Set<string>();
  return question.parts.flatMap((part, j) => {
    const errors: ImportFieldError[] = [];
    if (seen.has(part.id)) errors.push(error([...at, 'parts', j, 'id'], `repeats part id ${part.id}`));
    seen.add(part.id);
    const count = question.criteria.filter((criterion) => criterion.partId === part.id).length;
    if (part.maxMarks !== count)
      errors.push(error([...at, 'parts', j, 'maxMarks'], `is ${part.maxMarks} but the part has ${count} criteria`));
    return errors;
  });
}

/** Criterion ids are unique among the criteria of their question (the same id may name a criterion of another question). */
function criterionIdErrors(question: ImportQuestion, at: Path): ImportFieldError[] {
  return repeatErrors(
    question.criteria.map((criterion, i) => ({ name: criterion.id, path: pointer(...at, 'criteria', i, 'id') })),
    (id, first) => `repeats the criterion id ${id} of ${first}: ids are unique among the criteria of a question`,
  );
}

function criterionErrors(question: ImportQuestion, criterion: ImportCriterion, at: Path, pages: DeclaredPages | null): ImportFieldError[] {
  const errors: ImportFieldError[] = [];
  if (!question.parts.some((part) => part.id === criterion.partId)) errors.push(error([...at, 'partId'], 'is not a part of this question'));
  const code = parseMarkCode(criterion.code);
  if (!code) errors.push(error([...at, 'code'], 'is not a mark code: M1, A1 or B1, with an optional d prefix and ft or * suffix'));
  else if (!isOneMarkCode(criterion.code))
    errors.push(error([...at, 'code'], `is ${code.count} marks: record ${code.count} criteria coded ${code.code}`));
  // Dependencies come from the scheme's words, so a `d` code must name them; other codes may too.
  if (code?.dependent && criterion.dependsOn.length === 0)
    errors.push(error([...at, 'dependsOn'], `a ${criterion.code} mark must list the marks it depends on`));
  criterion.dependsOn.forEach((id, k) => {
    if (!question.criteria.some((other) => other.id === id))
      errors.push(error([...at, 'dependsOn', k], `${id} is not a criterion of this question`));
  });
  errors.push(...repeatedPageErrors(criterion.sourcePageIds, [...at, 'sourcePageIds']));
  if (pages) {
    const coverage: CoverageList = { name: 'schemePageIds', pageIds: question.coverage.schemePageIds };
    criterion.sourcePageIds.forEach((pageId, k) => {
      const fault = pageReferenceFault(pageId, 'scheme', pages, coverage);
      if (fault) errors.push(error([...at, 'sourcePageIds', k], fault));
    });
  }
  return errors;
}

/** Each dependency that lies on a cycle, where it is written. */
function cycleErrors(question: ImportQuestion, at: Path): ImportFieldError[] {
  const cycles = dependencyCycles(question.criteria);
  return question.criteria.flatMap((criterion, i) => {
    const cycle = cycles.get(criterion.id);
    return criterion.dependsOn.flatMap((id, k) => {
      if (id === criterion.id) return [error([...at, 'criteria', i, 'dependsOn', k], 'a criterion cannot depend on itself')];
      return cycle?.includes(id)
        ? [error([...at, 'criteria', i, 'dependsOn', k], `is on a dependency cycle among ${cycle.join(', ')}`)]
        : [];
    });
  });
}

/** Exactly one decision per criterion, one check per condition, evidence located on the question's work pages. */
function decisionErrors(question: ImportQuestion, at: Path, pages: DeclaredPages | null): ImportFieldError[] {
  const criteria = new Map(question.criteria.map((criterion) => [criterion.id, criterion]));
  const work: CoverageList = { name: 'workPageIds', pageIds: question.coverage.workPageIds };
  const decided = new Set<string>();
  const errors = question.decisions.flatMap((decision, k) => {
    const place = [...at, 'decisions', k];
    const criterion = criteria.get(decision.criterionId);
    const own: ImportFieldError[] = [];
    if (!criterion) own.push(error([...place, 'criterionId'], 'is not a criterion of this question'));
    else if (decided.has(decision.criterionId))
      own.push(error([...place, 'criterionId'], `repeats the decision on ${decision.criterionId}: one decision per criterion`));
    decided.add(decision.criterionId);
    own.push(...decision.evidence.flatMap((evidence, e) => evidenceErrors(evidence, [...place, 'evidence', e], pages, work)));
    if (criterion) own.push(...conditionCheckErrors(criterion, decision, place, pages, work));
    return own;
  });
  question.criteria.forEach((criterion, i) => {
    if (!decided.has(criterion.id)) errors.push(error([...at, 'criteria', i], `${criterion.id} has no decision`));
  });
  return errors;
}

function conditionCheckErrors(
  criterion: ImportCriterion,
  decision: ImportDecision,
  place: Path,
  pages: DeclaredPages | null,
  work: CoverageList,
): ImportFieldError[] {
  const count = criterion.conditions.length;
  const checked = new Set<number>();
  const errors = decision.conditionChecks.flatMap((check, c) => {
    const own: ImportFieldError[] = [];
    const index = [...place, 'conditionChecks', c, 'conditionIndex'];
    if (check.conditionIndex >= count) own.push(error(index, `refers to no condition: ${criterion.id} has ${count}`));
    else if (checked.has(check.conditionIndex))
      own.push(error(index, `checks condition ${check.conditionIndex} again: one check per condition`));
    checked.add(check.conditionIndex);
    own.push(
      ...(check.evidence ?? []).flatMap((evidence, e) =>
        evidenceErrors(evidence, [...place, 'conditionChecks', c, 'evidence', e], pages, work),
      ),
    );
    return own;
  });
  const unchecked = criterion.conditions.map((_, i) => i).filter((i) => !checked.has(i));
  if (unchecked.length === 1)
    errors.push(error([...place, 'conditionChecks'], `condition ${unchecked[0]} of ${criterion.id} is not checked`));
  if (unchecked.length > 1)
    errors.push(error([...place, 'conditionChecks'], `conditions ${unchecked.join(', ')} of ${criterion.id} are not checked`));
  return errors;
}

/** Evidence is on a covered work page, inside it, and says what is there (`blank` for an empty answer space). */
function evidenceErrors(evidence: Evidence, at: Path, pages: DeclaredPages | null, work: CoverageList): ImportFieldError[] {
  const errors = boxErrors(evidence.box, [...at, 'box']);
  const fault = pages && pageReferenceFault(evidence.pageId, 'work', pages, work);
  if (fault) errors.push(error([...at, 'pageId'], fault));
  if (evidence.quote.trim() === '')
    errors.push(error([...at, 'quote'], 'has no visible text: describe what is in the box, and quote `blank` for an empty answer space'));
  return errors;
}

/** The schema bounds each number; the box must also end on the page. */
function boxErrors(box: Box, at: Path): ImportFieldError[] {
  const errors: ImportFieldError[] = [];
  if (box.x + box.width > 1 + EDGE_TOLERANCE)
    errors.push(error([...at, 'width'], `x + width is ${box.x + box.width}: the box runs past the right edge`));
  if (box.y + box.height > 1 + EDGE_TOLERANCE)
    errors.push(error([...at, 'height'], `y + height is ${box.y + box.height}: the box runs past the bottom edge`));
  return errors;
}
