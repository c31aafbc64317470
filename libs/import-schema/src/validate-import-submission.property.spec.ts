import fc from 'fast-check';
import { DECISIONS } from '@pp/scoring';
import { AI_SUBMISSION_EXAMPLE, EXAMPLE_IMPORT_CONTEXT, HUMAN_SUBMISSION_EXAMPLE } from './examples/examples.js';
import { CONDITION_MODES, CONDITION_RESULTS } from './import-submission.schema.js';
import { pointer } from './json-pointer.js';
import type { ImportContext } from './page-references.js';
import { validateImportSubmission } from './validate-import-submission.js';

/**
 * Valid submissions (generated, and the two examples) each changed in one way whose outcome is
 * known: a fault must be refused with its JSON Pointer among the errors, and a harmless change must
 * still validate. A failure prints fast-check's seed and path for a replay.
 */

interface Base {
  submission: any;
  context: ImportContext;
}

const WORK = 'aaaaaaaa-1111-4111-8111-111111111111';
const SCHEME = 'bbbbbbbb-2222-4222-8222-222222222222';
const SCHEME_PAGES = 4;
const work = (page: number) => `${WORK}:p${page}`;
const scheme = (page: number) => `${SCHEME}:p${page}`;

const text = fc.string({ minLength: 1, maxLength: 24 }).filter((t) => t.trim() !== '' && !t.includes('\u0000'));
const fraction = fc.double({ min: 0, max: 0.9, noNaN: true });
const share = fc.double({ min: 0.01, max: 1, noNaN: true });
/** A box on the page: it starts anywhere up to 0.9 and takes a share of what is left. */
const box = fc.tuple(fraction, fraction, share, share).map(([x, y, w, h]) => ({ x, y, width: (1 - x) * w, height: (1 - y) * h }));
const evidencePlan = fc.record({ page: fc.nat(), quote: text, box });
const criterionPlan = fc.record({
  letter: fc.constantFrom('M', 'A', 'B'),
  suffix: fc.constantFrom('', 'ft', '*', 'ft*'),
  dependent: fc.boolean(),
  conditions: fc.array(text, { maxLength: 3 }),
  conditionMode: fc.constantFrom(...CONDITION_MODES),
  dependencies: fc.array(fc.nat(), { maxLength: 2 }),
  sourcePage: fc.nat(),
  decision: fc.constantFrom(...DECISIONS),
  reason: text,
  evidence: fc.array(evidencePlan, { minLength: 1, maxLength: 2 }),
  checks: fc.array(fc.record({ result: fc.constantFrom(...CONDITION_RESULTS), evidence: fc.option(evidencePlan) }), {
    minLength: 3,
    maxLength: 3,
  }),
});
const questionPlan = fc.record({
  partSizes: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 3 }),
  criteria: fc.array(criterionPlan, { minLength: 9, maxLength: 9 }),
  workPages: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 3 }),
  schemePages: fc.uniqueArray(fc.integer({ min: 1, max: SCHEME_PAGES }), { minLength: 1, maxLength: 2 }),
});
/** ISO 8601 timestamps of every accepted form: with an offset or without one (UTC), a date alone, the basic format. */
const markedAt = fc.constantFrom(
  '2026-03-14T16:20:00Z',
  '2026-03-14T16:20:00+01:00',
  '2026-03-14T16:20:00',
  '2026-03-14T16:20',
  '2026-03-14T16:20:00.123456',
  '2026-03-14',
  '20260314T162000+0100',
);
const source = fc.oneof(
  fc.record({ kind: fc.constant('human'), name: text, markedAt }),
  fc.record({ kind: fc.constant('ai'), name: text, markedAt, model: text }),
);

type QuestionPlan = typeof questionPlan extends fc.Arbitrary<infer T> ? T : never;

function buildQuestion(plan: QuestionPlan, q: number) {
  const workPageIds = plan.workPages.map(work);
  const schemePageIds = plan.schemePages.map(scheme);
  const evidence = (e: { page: number; quote: string; box: object }) => ({
    pageId: workPageIds[e.page % workPageIds.length],
    quote: e.quote,
    box: e.box,
  });
  const parts = plan.partSizes.map((size, p) => ({ id: `p${p}`, label: `(${String.fromCharCode(97 + p)})`, maxMarks: size }));
  const partIds = parts.flatMap((part) => Array.from({ length: part.maxMarks }, () => part.id));
  // Every question numbers its criteria alike: ids are unique within a question only.
  const ids = partIds.map((_, c) => `c${c}`);
  const criteria = partIds.map((partId, c) => {
    const each = plan.criteria[c];
    // Only earlier criteria, so the generated dependencies never form a cycle.
    const dependsOn = c === 0 ? [] : [...new Set(each.dependencies.map((n) => ids[n % c]))];
    const d = each.dependent && dependsOn.length > 0 ? 'd' : '';
    return {
      id: ids[c],
      partId,
      code: `${d}${each.letter}1${each.suffix}`,
      requirement: each.reason,
      conditions: each.conditions,
      conditionMode: each.conditionMode,
      dependsOn,
      maxMarks: 1,
      sourcePageIds: [schemePageIds[each.sourcePage % schemePageIds.length]],
    };
  });
  const decisions = criteria.map((criterion, c) => {
    const each = plan.criteria[c];
    return {
      criterionId: criterion.id,
      decision: each.decision,
      reason: each.reason,
      evidence: each.evidence.map(evidence),
      conditionChecks: criterion.conditions.map((_, i) => {
        const check = each.checks[i];
        return { conditionIndex: i, result: check.result, ...(check.evidence ? { evidence: [evidence(check.evidence)] } : {}) };
      }),
    };
  });
  return { label: `${q + 1}`, coverage: { workPageIds, schemePageIds }, parts, criteria, decisions };
}

/** A valid submission and its uploads: every selected page covered, and some work pages left unselected. */
const generated: fc.Arbitrary<Base> = fc
  .record({ source, questions: fc.array(questionPlan, { minLength: 1, maxLength: 3 }), spareWorkPages: fc.integer({ min: 1, max: 3 }) })
  .map(({ source, questions, spareWorkPages }) => {
    const built = questions.map(buildQuestion);
    const selected = (kind: 'workPageIds' | 'schemePageIds') =>
      [...new Set(built.flatMap((question) => question.coverage[kind].map((pageId) => Number(pageId.split(':p')[1]))))].sort(
        (a, b) => a - b,
      );
    return {
      submission: {
        schemaVersion: 'svc-marking-import-v1',
        coordinateSystem: 'normalized-top-left',
        pageBasis: 'displayed-page',
        source,
        pageSelections: { [WORK]: selected('workPageIds'), [SCHEME]: selected('schemePageIds') },
        questions: built,
      },
      context: {
        assets: [
          { id: WORK, kind: 'work', pageCount: 6 + spareWorkPages },
          { id: SCHEME, kind: 'scheme', pageCount: SCHEME_PAGES },
        ],
      },
    };
  });
const examples = fc.constantFrom<Base>(
  { submission: HUMAN_SUBMISSION_EXAMPLE, context: EXAMPLE_IMPORT_CONTEXT },
  { submission: AI_SUBMISSION_EXAMPLE, context: EXAMPLE_IMPORT_CONTEXT },
);
const bases = fc.oneof({ arbitrary: generated, weight: 4 }, { arbitrary: examples, weight: 1 });

/** Draws a choice inside a mutation. */
type Draw = <T>(arbitrary: fc.Arbitrary<T>) => T;
/** Changes the submission in place; returns the path of the fault it made, or null when it stays valid. */
type Mutation = (s: any, base: Base, draw: Draw) => string | null;

const pick = <T>(draw: Draw, items: readonly T[]): T => items[draw(fc.integer({ min: 0, max: items.length - 1 }))];
const assetOf = (base: Base, kind: 'work' | 'scheme') => base.context.assets.find((asset) => asset.kind === kind)!;
const declared = (s: any, base: Base, kind: 'work' | 'scheme') => {
  const asset = assetOf(base, kind);
  return (s.pageSelections[asset.id] as number[]).map((page) => `${asset.id}:p${page}`);
};

const questions = (s: any) => (s.questions as any[]).map((question, q) => ({ question, at: ['questions', q] as Array<string | number> }));
const criteria = (s: any) =>
  questions(s).flatMap(({ question, at }) =>
    question.criteria.map((criterion: any, c: number) => ({ question, criterion, at: [...at, 'criteria', c] })),
  );
const decisions = (s: any) =>
  questions(s).flatMap(({ question, at }) =>
    question.decisions.map((decision: any, k: number) => ({
      question,
      decision,
      criterion: question.criteria.find((c: any) => c.id === decision.criterionId),
      at: [...at, 'decisions', k],
    })),
  );
/** Every evidence object, in decisions and condition checks, with its question. */
const evidence = (s: any) =>
  decisions(s).flatMap(({ question, decision, at }) => [
    ...decision.evidence.map((item: any, e: number) => ({ question, item, at: [...at, 'evidence', e] })),
    ...decision.conditionChecks.flatMap((check: any, c: number) =>
      (check.evidence ?? []).map((item: any, e: number) => ({ question, item, at: [...at, 'conditionChecks', c, 'evidence', e] })),
    ),
  ]);
/** Every object of the submission that the schema closes, with its place (pageSelections is a map, not entered). */
function objects(value: any, at: Array<string | number> = []): Array<{ node: any; at: Array<string | number> }> {
  if (Array.isArray(value)) return value.flatMap((item, i) => objects(item, [...at, i]));
  if (typeof value !== 'object' || value === null) return [];
  const inside = Object.entries(value).filter(([key]) => !(at.length === 0 && key === 'pageSelections'));
  return [{ node: value, at }, ...inside.flatMap(([key, child]) => objects(child, [...at, key]))];
}
/** A copy of a question under a new label (its criterion ids may stay: they are unique within a question only). */
const relabelled = (question: any, label: string): any => ({ ...structuredClone(question), label });
const fresh = (draw: Draw) => `x${draw(fc.nat())}`;
const oneMark = (code: string) => code.replace(/^d/, '');

const INVALID: Record<string, Mutation> = {
  dropRequiredField(s, _base, draw) {
    const fields = objects(s).flatMap(({ node, at }) => Object.keys(node).map((key) => ({ node, at, key })));
    const { node, at, key } = pick(draw, fields);
    delete node[key];
    const optional = (key === 'model' && s.source?.kind === 'human') || (key === 'evidence' && at.at(-2) === 'conditionChecks');
    return optional ? null : pointer(...at, key);
  },
  addUnknownField(s, _base, draw) {
    const withSelections = [...objects(s), { node: s.pageSelections, at: ['pageSelections'] }];
    const { node, at } = pick(draw, withSelections);
    const key = pick(draw, ['total', 'totalMarks', 'awarded', 'score', 'complete', 'completed', 'status', 'note']);
    node[key] = draw(fc.oneof(fc.integer(), fc.boolean(), text));
    return pointer(...at, key);
  },
  breakConstant(s, _base, draw) {
    const key = pick(draw, ['schemaVersion', 'coordinateSystem', 'pageBasis']);
    s[key] = `${s[key]}${draw(text)}`;
    return pointer(key);
  },
  aiWithoutModel(s) {
    s.source.kind = 'ai';
    delete s.source.model;
    return '/source/model';
  },
  badTimestamp(s, _base, draw) {
    s.source.markedAt = pick(draw, [
      'yesterday',
      '2026-02-30T10:00:00Z',
      '2026-02-29',
      '14/03/2026',
      '14/03/2026 16:20',
      '2026-03',
      '2026-W11-6',
      '2026-03-14T25:00',
      '2026-03-14T16:20:00+25:00',
    ]);
    return '/source/markedAt';
  },
  boxPastTheEdge(s, _base, draw) {
    const { item, at } = pick(draw, evidence(s));
    const [start, size] = pick(draw, [
      ['x', 'width'],
      ['y', 'height'],
    ] as const);
    item.box[start] = 1 - item.box[size] / 2;
    return pointer(...at, 'box', size);
  },
  boxWithoutArea(s, _base, draw) {
    const { item, at } = pick(draw, evidence(s));
    const size = pick(draw, ['width', 'height']);
    item.box[size] = draw(fc.constantFrom(0, -0.25, -1));
    return pointer(...at, 'box', size);
  },
  boxBeforeTheEdge(s, _base, draw) {
    const { item, at } = pick(draw, evidence(s));
    const start = pick(draw, ['x', 'y']);
    item.box[start] = -draw(fc.double({ min: 0.001, max: 2, noNaN: true }));
    return pointer(...at, 'box', start);
  },
  boxMissing(s, _base, draw) {
    const { item, at } = pick(draw, evidence(s));
    delete item.box;
    return pointer(...at, 'box');
  },
  evidenceOnSchemePage(s, base, draw) {
    const { item, at } = pick(draw, evidence(s));
    item.pageId = pick(draw, declared(s, base, 'scheme'));
    return pointer(...at, 'pageId');
  },
  evidenceOnUnselectedPage(s, base, draw) {
    const { item, at } = pick(draw, evidence(s));
    const selected: number[] = s.pageSelections[assetOf(base, 'work').id];
    const page = draw(fc.integer({ min: 1, max: 99 }).filter((n) => !selected.includes(n)));
    item.pageId = `${assetOf(base, 'work').id}:p${page}`;
    return pointer(...at, 'pageId');
  },
  evidenceOutsideCoverage(s, base, draw) {
    const { question, item, at } = pick(draw, evidence(s));
    const elsewhere = declared(s, base, 'work').filter((pageId) => !question.coverage.workPageIds.includes(pageId));
    item.pageId = elsewhere.length > 0 ? pick(draw, elsewhere) : `${assetOf(base, 'work').id}:p99`;
    return pointer(...at, 'pageId');
  },
  malformedPageId(s, base, draw) {
    const { item, at } = pick(draw, evidence(s));
    item.pageId = pick(draw, ['p1', `${assetOf(base, 'work').id}:1`, `${assetOf(base, 'work').id}:P1`, `${assetOf(base, 'work').id}:p0`]);
    return pointer(...at, 'pageId');
  },
  blankQuote(s, _base, draw) {
    const { item, at } = pick(draw, evidence(s));
    item.quote = pick(draw, ['', ' ', '\n\t']);
    return pointer(...at, 'quote');
  },
  citationOnWorkPage(s, base, draw) {
    const { criterion, at } = pick(draw, criteria(s));
    const k = draw(fc.integer({ min: 0, max: criterion.sourcePageIds.length - 1 }));
    criterion.sourcePageIds[k] = pick(draw, declared(s, base, 'work'));
    return pointer(...at, 'sourcePageIds', k);
  },
  citationOutsideCoverage(s, base, draw) {
    const { question, criterion, at } = pick(draw, criteria(s));
    const elsewhere = declared(s, base, 'scheme').filter((pageId) => !question.coverage.schemePageIds.includes(pageId));
    criterion.sourcePageIds = [
      elsewhere.length > 0 ? pick(draw, elsewhere) : `${assetOf(base, 'scheme').id}:p${assetOf(base, 'scheme').pageCount + 1}`,
    ];
    return pointer(...at, 'sourcePageIds', 0);
  },
  noCitation(s, _base, draw) {
    const { criterion, at } = pick(draw, criteria(s));
    criterion.sourcePageIds = [];
    return pointer(...at, 'sourcePageIds');
  },
  coverageOfWrongKind(s, base, draw) {
    const { question, at } = pick(draw, questions(s));
    const [list, other] = pick(draw, [
      ['workPageIds', 'scheme'],
      ['schemePageIds', 'work'],
    ] as const);
    question.coverage[list].push(pick(draw, declared(s, base, other)));
    return pointer(...at, 'coverage', list, question.coverage[list].length - 1);
  },
  pageBeyondTheAsset(s, base, draw) {
    const asset = pick(draw, base.context.assets);
    s.pageSelections[asset.id].push(asset.pageCount + draw(fc.integer({ min: 1, max: 5 })));
    return pointer('pageSelections', asset.id, s.pageSelections[asset.id].length - 1);
  },
  pageNoQuestionCovers(s, base) {
    const asset = assetOf(base, 'work');
    const selected: number[] = s.pageSelections[asset.id];
    selected.push(Array.from({ length: asset.pageCount }, (_, i) => i + 1).find((page) => !selected.includes(page))!);
    return pointer('pageSelections', asset.id, selected.length - 1);
  },
  assetOfAnotherImport(s, _base, draw) {
    const id = draw(fc.uuid()).toLowerCase();
    s.pageSelections[id] = [1];
    return pointer('pageSelections', id);
  },
  tooManyQuestions(s) {
    s.questions = Array.from({ length: 25 }, (_, i) => relabelled(s.questions[i % s.questions.length], `Q${i}`));
    return '/questions';
  },
  repeatedLabel(s, _base, draw) {
    if (s.questions.length === 1) s.questions.push(relabelled(s.questions[0], 'copy'));
    const later = draw(fc.integer({ min: 1, max: s.questions.length - 1 }));
    s.questions[later].label = s.questions[draw(fc.integer({ min: 0, max: later - 1 }))].label;
    return pointer('questions', later, 'label');
  },
  partMaxMarksOff(s, _base, draw) {
    const { question, at } = pick(draw, questions(s));
    const p = draw(fc.integer({ min: 0, max: question.parts.length - 1 }));
    question.parts[p].maxMarks += pick(draw, [-1, 1, 2, 50]);
    return pointer(...at, 'parts', p, 'maxMarks');
  },
  unknownPart(s, _base, draw) {
    const { criterion, at } = pick(draw, criteria(s));
    criterion.partId = fresh(draw);
    return pointer(...at, 'partId');
  },
  repeatedCriterionId(s, _base, draw) {
    const { question, at } = pick(draw, questions(s));
    if (question.criteria.length === 1) question.criteria.push(structuredClone(question.criteria[0]));
    const later = draw(fc.integer({ min: 1, max: question.criteria.length - 1 }));
    question.criteria[later].id = question.criteria[draw(fc.integer({ min: 0, max: later - 1 }))].id;
    return pointer(...at, 'criteria', later, 'id');
  },
  assetSelectedTwice(s, base, draw) {
    const asset = pick(draw, base.context.assets);
    s.pageSelections[asset.id.toUpperCase()] = [...s.pageSelections[asset.id]];
    return pointer('pageSelections', asset.id.toUpperCase());
  },
  pageListedTwice(s, _base, draw) {
    const { question, at } = pick(draw, questions(s));
    const list = pick(draw, ['workPageIds', 'schemePageIds']);
    const pageIds: string[] = question.coverage[list];
    if (pageIds.length === 12) pageIds.pop();
    pageIds.push(pick(draw, pageIds).toUpperCase());
    return pointer(...at, 'coverage', list, pageIds.length - 1);
  },
  multiMarkCode(s, _base, draw) {
    const { criterion, at } = pick(draw, criteria(s));
    criterion.code = criterion.code.replace('1', String(draw(fc.integer({ min: 2, max: 9 }))));
    return pointer(...at, 'code');
  },
  notAMarkCode(s, _base, draw) {
    const { criterion, at } = pick(draw, criteria(s));
    criterion.code = pick(draw, ['C1', 'm1', 'M0', 'X', 'A1tf', 'DM1', 'M1 ', 'M01', 'ftA1']);
    return pointer(...at, 'code');
  },
  dependentCodeWithoutDependencies(s, _base, draw) {
    const { criterion, at } = pick(draw, criteria(s));
    criterion.code = `d${oneMark(criterion.code)}`;
    criterion.dependsOn = [];
    return pointer(...at, 'dependsOn');
  },
  maxMarksNotOne(s, _base, draw) {
    const { criterion, at } = pick(draw, criteria(s));
    criterion.maxMarks = pick(draw, [0, 2, 0.5, '1']);
    return pointer(...at, 'maxMarks');
  },
  unknownDependency(s, _base, draw) {
    const { criterion, at } = pick(draw, criteria(s));
    criterion.dependsOn.push(fresh(draw));
    return pointer(...at, 'dependsOn', criterion.dependsOn.length - 1);
  },
  selfDependency(s, _base, draw) {
    const { criterion, at } = pick(draw, criteria(s));
    criterion.dependsOn.push(criterion.id);
    return pointer(...at, 'dependsOn', criterion.dependsOn.length - 1);
  },
  dependencyCycle(s, _base, draw) {
    const { question, criterion: a, at } = pick(draw, criteria(s));
    const b = pick(draw, question.criteria as any[]);
    // a and b depend on each other (a on itself when they are one).
    if (!b.dependsOn.includes(a.id)) b.dependsOn.push(a.id);
    if (!a.dependsOn.includes(b.id)) a.dependsOn.push(b.id);
    return pointer(...at, 'dependsOn', a.dependsOn.indexOf(b.id));
  },
  missingDecision(s, _base, draw) {
    const { question, decision, at } = pick(draw, decisions(s));
    question.decisions.splice(Number(at.at(-1)), 1);
    const c = question.criteria.findIndex((criterion: any) => criterion.id === decision.criterionId);
    return pointer(...at.slice(0, -2), 'criteria', c);
  },
  repeatedDecision(s, _base, draw) {
    const { question, decision, at } = pick(draw, decisions(s));
    question.decisions.push(structuredClone(decision));
    return pointer(...at.slice(0, -1), question.decisions.length - 1, 'criterionId');
  },
  strayDecision(s, _base, draw) {
    const { decision, at } = pick(draw, decisions(s));
    decision.criterionId = fresh(draw);
    return pointer(...at, 'criterionId');
  },
  unknownDecision(s, _base, draw) {
    const { decision, at } = pick(draw, decisions(s));
    decision.decision = pick(draw, ['partial', 'Awarded', 'zero', '']);
    return pointer(...at, 'decision');
  },
  noEvidence(s, _base, draw) {
    const { decision, at } = pick(draw, decisions(s));
    decision.evidence = [];
    return pointer(...at, 'evidence');
  },
  uncheckedCondition(s, _base, draw) {
    const { criterion, at } = pick(draw, decisions(s));
    criterion.conditions.push(draw(text));
    return pointer(...at, 'conditionChecks');
  },
  checkedTwiceOrNoSuchCondition(s, _base, draw) {
    const { decision, at } = pick(draw, decisions(s));
    decision.conditionChecks.push({ conditionIndex: 0, result: pick(draw, CONDITION_RESULTS) });
    return pointer(...at, 'conditionChecks', decision.conditionChecks.length - 1, 'conditionIndex');
  },
  checkOfNoCondition(s, _base, draw) {
    const { criterion, decision, at } = pick(draw, decisions(s));
    decision.conditionChecks.push({ conditionIndex: criterion.conditions.length + draw(fc.integer({ min: 0, max: 5 })), result: 'met' });
    return pointer(...at, 'conditionChecks', decision.conditionChecks.length - 1, 'conditionIndex');
  },
  unknownCheckResult(s, _base, draw) {
    const { criterion, decision, at } = pick(draw, decisions(s));
    criterion.conditions.push(draw(text));
    decision.conditionChecks.push({ conditionIndex: criterion.conditions.length - 1, result: pick(draw, ['partly', 'MET', 'yes']) });
    return pointer(...at, 'conditionChecks', decision.conditionChecks.length - 1, 'result');
  },
  conditionEvidenceSuppliedEmpty(s, _base, draw) {
    const { criterion, decision, at } = pick(draw, decisions(s));
    criterion.conditions.push(draw(text));
    decision.conditionChecks.push({ conditionIndex: criterion.conditions.length - 1, result: 'met', evidence: [] });
    return pointer(...at, 'conditionChecks', decision.conditionChecks.length - 1, 'evidence');
  },
  conditionEvidenceWithoutBox(s, _base, draw) {
    const { criterion, decision, at } = pick(draw, decisions(s));
    criterion.conditions.push(draw(text));
    const { pageId, quote } = decision.evidence[0];
    decision.conditionChecks.push({ conditionIndex: criterion.conditions.length - 1, result: 'met', evidence: [{ pageId, quote }] });
    return pointer(...at, 'conditionChecks', decision.conditionChecks.length - 1, 'evidence', 0, 'box');
  },
  questionOverHundredMarks(s, _base, draw) {
    const { question, at } = pick(draw, questions(s));
    const [criterion] = question.criteria;
    const [decision] = question.decisions;
    question.criteria = Array.from({ length: 101 }, (_, i) => ({
      ...criterion,
      id: `big-${i}`,
      dependsOn: [],
      code: oneMark(criterion.code),
    }));
    question.decisions = question.criteria.map((c: any) => ({ ...decision, criterionId: c.id, conditionChecks: [] }));
    return pointer(...at, 'criteria');
  },
};

const VALID: Record<string, Mutation> = {
  reword(s, _base, draw) {
    const targets = [
      ...evidence(s).map(({ item }) => [item, 'quote']),
      ...decisions(s).map(({ decision }) => [decision, 'reason']),
      ...criteria(s).map(({ criterion }) => [criterion, 'requirement']),
      ...questions(s).flatMap(({ question }) => question.parts.map((part: any) => [part, 'label'])),
      [s.source, 'name'],
    ];
    const [node, key] = pick(draw, targets);
    node[key] = draw(text);
    return null;
  },
  rejudge(s, _base, draw) {
    pick(draw, decisions(s)).decision.decision = pick(draw, DECISIONS);
    return null;
  },
  recheck(s, _base, draw) {
    const checks = decisions(s).flatMap(({ decision }) => decision.conditionChecks);
    if (checks.length > 0) pick(draw, checks).result = pick(draw, CONDITION_RESULTS);
    return null;
  },
  switchConditionMode(s, _base, draw) {
    pick(draw, criteria(s)).criterion.conditionMode = pick(draw, CONDITION_MODES);
    return null;
  },
  moveBox(s, _base, draw) {
    pick(draw, evidence(s)).item.box = draw(box);
    return null;
  },
  boxToTheCorner(s, _base, draw) {
    pick(draw, evidence(s)).item.box = { x: 0.25, y: 0.5, width: 0.75, height: 0.5 };
    return null;
  },
  reorder(s, _base, draw) {
    const { question } = pick(draw, questions(s));
    const list = pick(draw, ['criteria', 'decisions', 'parts']);
    question[list] = draw(fc.shuffledSubarray(question[list], { minLength: question[list].length }));
    s.questions = draw(fc.shuffledSubarray(s.questions, { minLength: s.questions.length }));
    return null;
  },
  renameCriterion(s, _base, draw) {
    const { question, criterion } = pick(draw, criteria(s));
    const [old, id] = [criterion.id, `renamed-${draw(fc.nat())}`];
    for (const each of question.criteria) each.dependsOn = each.dependsOn.map((dep: string) => (dep === old ? id : dep));
    for (const decision of question.decisions) if (decision.criterionId === old) decision.criterionId = id;
    criterion.id = id;
    return null;
  },
  dropConditionEvidence(s) {
    for (const { decision } of decisions(s)) for (const check of decision.conditionChecks) delete check.evidence;
    return null;
  },
  nameTheModel(s, _base, draw) {
    s.source.model = draw(text);
    return null;
  },
  codeSuffix(s, _base, draw) {
    const { criterion } = pick(draw, criteria(s));
    criterion.code = criterion.code.replace(/1.*$/, pick(draw, ['1', '1ft', '1*', '1ft*']));
    return null;
  },
  upperCaseUuids(s, base, draw) {
    // Any occurrence of an asset id, in pageSelections or in a page id, in either case.
    const asset = pick(draw, base.context.assets);
    const changed = JSON.parse(JSON.stringify(s).replaceAll(asset.id, (id) => (draw(fc.boolean()) ? id.toUpperCase() : id)));
    Object.assign(s, changed);
    return null;
  },
  copyAQuestion(s, _base, draw) {
    if (s.questions.length < 24) s.questions.push(relabelled(pick(draw, s.questions), `copy-${draw(fc.nat())}`));
    return null;
  },
  shareAPage(s, _base, draw) {
    const { question } = pick(draw, questions(s));
    const { question: other } = pick(draw, questions(s));
    for (const list of ['workPageIds', 'schemePageIds']) {
      const extra = other.coverage[list].filter((pageId: string) => !question.coverage[list].includes(pageId));
      question.coverage[list].push(...extra.slice(0, 12 - question.coverage[list].length));
    }
    return null;
  },
};

describe('validateImportSubmission under mutation', () => {
  const mutations = [...Object.entries(INVALID), ...Object.entries(VALID)];
  const tried = new Map<string, number>();

  it('refuses each fault at its path and accepts each harmless change (1,500 runs)', () => {
    fc.assert(
      fc.property(bases, fc.constantFrom(...mutations), fc.gen(), (base, [name, mutate], g) => {
        const submission = structuredClone(base.submission);
        const draw: Draw = (arbitrary) => g(() => arbitrary);
        const fault = mutate(submission, base, draw);
        tried.set(name, (tried.get(name) ?? 0) + 1);
        const result = validateImportSubmission(submission, base.context);
        if (fault === null) {
          expect([name, result.ok ? [] : result.errors]).toEqual([name, []]);
          // What is kept: markedAt as a UTC instant, every UUID in lower case.
          const kept = result.ok ? result.submission : null;
          expect(kept?.source.markedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
          expect(JSON.stringify(kept)).not.toMatch(/[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}/);
        } else {
          expect([name, result.ok ? [] : result.errors.map((error) => error.path)]).toEqual([name, expect.arrayContaining([fault])]);
        }
      }),
      // No shrinking: a counterexample is a whole submission, and shrinking one through fc.gen takes
      // minutes and gigabytes; the mutation's name, the seed and the path say what failed.
      { numRuns: 1500, endOnFailure: true },
    );
    expect([...tried.keys()].sort()).toEqual(mutations.map(([name]) => name).sort());
  });

  it('starts from valid submissions', () => {
    fc.assert(
      fc.property(bases, (base) => validateImportSubmission(base.submission, base.context).ok),
      { numRuns: 200 },
    );
  });
});
