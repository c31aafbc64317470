import {
  AI_SUBMISSION_EXAMPLE,
  EXAMPLE_IMPORT_CONTEXT,
  EXAMPLE_SCHEME_ASSET_ID as SCHEME,
  EXAMPLE_WORK_ASSET_ID as WORK,
  HUMAN_SUBMISSION_EXAMPLE,
} from './examples/examples.js';
import { type ImportValidation, validateImportSubmission } from './validate-import-submission.js';

const work = (page: number) => `${WORK}:p${page}`;
const scheme = (page: number) => `${SCHEME}:p${page}`;
const OTHER_ASSET = 'c0ffee00-0000-4000-8000-000000000001';

/** The human example after `change`, validated against the example uploads. */
function validateChanged(change: (s: any) => void, base: unknown = HUMAN_SUBMISSION_EXAMPLE): ImportValidation {
  const submission = structuredClone(base) as any;
  change(submission);
  return validateImportSubmission(submission, EXAMPLE_IMPORT_CONTEXT);
}
const errorsOf = (result: ImportValidation) => (result.ok ? [] : result.errors);
const pathsOf = (result: ImportValidation) => errorsOf(result).map((error) => error.path);

/** A copy of a question under another label (its criterion ids stay: they are unique within a question only). */
const relabelled = (question: any, label: string): any => ({ ...structuredClone(question), label });

/** A question with its criteria renamed, in order, to `ids`: their dependencies and decisions follow. */
function withCriterionIds(question: any, ids: readonly string[]): void {
  const renamed = new Map(question.criteria.map((criterion: any, i: number) => [criterion.id, ids[i]]));
  for (const criterion of question.criteria)
    Object.assign(criterion, { id: renamed.get(criterion.id), dependsOn: criterion.dependsOn.map((id: string) => renamed.get(id)) });
  for (const decision of question.decisions) decision.criterionId = renamed.get(decision.criterionId);
}

const Q0 = '/questions/0';
const Q1 = '/questions/1';

describe('the worked examples', () => {
  it('the human submission validates with its scores and no review flags', () => {
    const result = validateImportSubmission(HUMAN_SUBMISSION_EXAMPLE, EXAMPLE_IMPORT_CONTEXT);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.submission).toEqual({
      ...HUMAN_SUBMISSION_EXAMPLE,
      source: { ...HUMAN_SUBMISSION_EXAMPLE.source, markedAt: '2026-03-14T16:20:00.000Z' },
    });
    expect(
      result.questions.map(({ label, score, reviewFlags }) => [label, score.awarded, score.possible, score.maximum, reviewFlags]),
    ).toEqual([
      ['1', 3, 3, 4, []],
      ['2', 1, 1, 4, []],
    ]);
    expect(result.questions[1].score.parts).toEqual([
      { partId: '2a', awarded: 1, possible: 1, maximum: 1 },
      { partId: '2b', awarded: 0, possible: 0, maximum: 3 },
    ]);
  });

  it('the ai submission validates, its uncertain mark open in the range and flagged for review', () => {
    const result = validateImportSubmission(AI_SUBMISSION_EXAMPLE, EXAMPLE_IMPORT_CONTEXT);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.questions[0].score).toMatchObject({ awarded: 3, possible: 4, maximum: 4, unresolved: ['1b-A1'] });
    expect(result.questions[0].reviewFlags).toEqual([
      { kind: 'uncertain-decision', criterionId: '1b-A1', path: `${Q0}/decisions/3/decision`, message: expect.any(String) },
      {
        kind: 'uncertain-condition',
        criterionId: '1b-A1',
        path: `${Q0}/decisions/3/conditionChecks/0/result`,
        message: expect.any(String),
      },
    ]);
  });
});

/** One failing case per rule: [rule, change to the human example, the exact paths refused]. */
const FAILURES: Array<[string, (s: any) => void, string[]]> = [
  // The constants and the source.
  ['schemaVersion is exact', (s) => (s.schemaVersion = 'svc-marking-import-v2'), ['/schemaVersion']],
  ['coordinateSystem is exact', (s) => (s.coordinateSystem = 'normalized-bottom-left'), ['/coordinateSystem']],
  ['pageBasis is exact', (s) => (s.pageBasis = 'cropped-answer'), ['/pageBasis']],
  ['source.kind is human or ai', (s) => (s.source.kind = 'tutor'), ['/source/kind']],
  ['source.model is required for ai', (s) => (s.source.kind = 'ai'), ['/source/model']],
  ['source.markedAt is a date and time', (s) => (s.source.markedAt = 'yesterday'), ['/source/markedAt']],
  ['source.markedAt is ISO 8601', (s) => (s.source.markedAt = '14/03/2026'), ['/source/markedAt']],
  ['source.markedAt exists on the calendar', (s) => (s.source.markedAt = '2026-02-30T10:00:00Z'), ['/source/markedAt']],
  ['source.markedAt has a time that exists', (s) => (s.source.markedAt = '2026-03-14T16:61'), ['/source/markedAt']],
  ['source.name is required', (s) => delete s.source.name, ['/source/name']],
  // Unknown fields, submitted totals and completion flags among them.
  ['no submitted total', (s) => (s.total = 4), ['/total']],
  ['no completion flag', (s) => (s.completed = true), ['/completed']],
  ['no question score', (s) => (s.questions[0].score = { awarded: 4 }), [`${Q0}/score`]],
  ['no part total', (s) => (s.questions[0].parts[0].awarded = 2), [`${Q0}/parts/0/awarded`]],
  ['no marks on a decision', (s) => (s.questions[0].decisions[0].marks = 1), [`${Q0}/decisions/0/marks`]],
  [
    'no unknown box field',
    (s) => (s.questions[0].decisions[0].evidence[0].box.rotation = 90),
    [`${Q0}/decisions/0/evidence/0/box/rotation`],
  ],
  // pageSelections: this import's assets, existing pages, whole-paper coverage.
  ['pageSelections keys are asset ids', (s) => (s.pageSelections['work-scan'] = [1]), ['/pageSelections/work-scan']],
  [
    'an asset is selected once, in whatever letter case',
    (s) => (s.pageSelections[WORK.toUpperCase()] = [1]),
    [`/pageSelections/${WORK.toUpperCase()}`],
  ],
  ['selected assets belong to this import', (s) => (s.pageSelections[OTHER_ASSET] = [1]), [`/pageSelections/${OTHER_ASSET}`]],
  ['selected pages exist', (s) => s.pageSelections[WORK].push(4), [`/pageSelections/${WORK}/2`]],
  ['page numbers are one-based', (s) => (s.pageSelections[WORK] = [0, 1, 2]), [`/pageSelections/${WORK}/0`]],
  ['a page is selected once', (s) => (s.pageSelections[WORK] = [1, 2, 1]), [`/pageSelections/${WORK}`]],
  ['every selected page is covered by a question', (s) => s.pageSelections[WORK].push(3), [`/pageSelections/${WORK}/2`]],
  // Questions.
  [
    'at least one question',
    (s) => (s.questions = []),
    ['/questions', ...[0, 1].map((i) => `/pageSelections/${WORK}/${i}`), ...[0, 1].map((i) => `/pageSelections/${SCHEME}/${i}`)],
  ],
  [
    'at most 24 questions',
    (s) => (s.questions = Array.from({ length: 25 }, (_, i) => relabelled(s.questions[i % 2], `Q${i}`))),
    ['/questions'],
  ],
  ['labels are unique', (s) => (s.questions[1].label = '1'), [`${Q1}/label`]],
  ['labels are not empty', (s) => (s.questions[0].label = ''), [`${Q0}/label`]],
  ['each question declares its coverage', (s) => delete s.questions[0].coverage, [`${Q0}/coverage`]],
  ['coverage work pages are work pages', (s) => s.questions[0].coverage.workPageIds.push(scheme(2)), [`${Q0}/coverage/workPageIds/1`]],
  ['coverage scheme pages are declared', (s) => s.questions[0].coverage.schemePageIds.push(scheme(3)), [`${Q0}/coverage/schemePageIds/1`]],
  [
    'a coverage page is listed once, in whatever letter case',
    (s) => s.questions[0].coverage.workPageIds.push(work(1).toUpperCase()),
    [`${Q0}/coverage/workPageIds/1`],
  ],
  // Parts.
  ["a part's maxMarks equals its criteria count", (s) => (s.questions[0].parts[0].maxMarks = 3), [`${Q0}/parts/0/maxMarks`]],
  [
    'part ids are unique in the question',
    (s) => (s.questions[0].parts[1].id = '1a'),
    [`${Q0}/parts/1/id`, `${Q0}/criteria/2/partId`, `${Q0}/criteria/3/partId`],
  ],
  ["a criterion's part exists", (s) => (s.questions[0].criteria[1].partId = '1z'), [`${Q0}/parts/0/maxMarks`, `${Q0}/criteria/1/partId`]],
  // Criteria.
  [
    'criterion ids are unique among the criteria of their question',
    (s) => {
      s.questions[0].criteria[3].id = '1a-M1';
      s.questions[0].decisions[3].criterionId = '1a-M1';
    },
    // The decisions on 1a-M1 are then ambiguous: the second is a repeat, and the first meets the other criterion's conditions.
    [`${Q0}/criteria/3/id`, `${Q0}/decisions/0/conditionChecks`, `${Q0}/decisions/3/criterionId`],
  ],
  ['a code counts one mark', (s) => (s.questions[0].criteria[0].code = 'M2'), [`${Q0}/criteria/0/code`]],
  ['a code is M, A or B', (s) => (s.questions[0].criteria[0].code = 'C1'), [`${Q0}/criteria/0/code`]],
  ['a code is case-exact', (s) => (s.questions[0].criteria[0].code = 'm1'), [`${Q0}/criteria/0/code`]],
  ['a d code lists its dependencies', (s) => (s.questions[0].criteria[0].code = 'dM1'), [`${Q0}/criteria/0/dependsOn`]],
  ['maxMarks is exactly 1', (s) => (s.questions[0].criteria[0].maxMarks = 2), [`${Q0}/criteria/0/maxMarks`]],
  ['maxMarks is never 0', (s) => (s.questions[0].criteria[0].maxMarks = 0), [`${Q0}/criteria/0/maxMarks`]],
  ['conditionMode is all or any', (s) => (s.questions[0].criteria[0].conditionMode = 'most'), [`${Q0}/criteria/0/conditionMode`]],
  ['dependencies exist', (s) => s.questions[0].criteria[1].dependsOn.push('1a-X1'), [`${Q0}/criteria/1/dependsOn/1`]],
  ['dependencies stay in the question', (s) => s.questions[0].criteria[1].dependsOn.push('2a-B1'), [`${Q0}/criteria/1/dependsOn/1`]],
  ['dependencies are listed once', (s) => s.questions[0].criteria[1].dependsOn.push('1a-M1'), [`${Q0}/criteria/1/dependsOn`]],
  ['no criterion depends on itself', (s) => s.questions[0].criteria[0].dependsOn.push('1a-M1'), [`${Q0}/criteria/0/dependsOn/0`]],
  [
    'no cycle of two',
    (s) => s.questions[0].criteria[0].dependsOn.push('1a-A1'),
    [`${Q0}/criteria/0/dependsOn/0`, `${Q0}/criteria/1/dependsOn/0`],
  ],
  ['no longer cycle', (s) => s.questions[1].criteria[1].dependsOn.push('2b-A1'), [1, 2, 3].map((i) => `${Q1}/criteria/${i}/dependsOn/0`)],
  ['a criterion cites a scheme page', (s) => (s.questions[0].criteria[0].sourcePageIds = []), [`${Q0}/criteria/0/sourcePageIds`]],
  ['citations are on scheme pages', (s) => (s.questions[0].criteria[0].sourcePageIds = [work(1)]), [`${Q0}/criteria/0/sourcePageIds/0`]],
  [
    'a citation is listed once, in whatever letter case',
    (s) => s.questions[0].criteria[0].sourcePageIds.push(scheme(1).toUpperCase()),
    [`${Q0}/criteria/0/sourcePageIds/1`],
  ],
  [
    'citations are on selected pages',
    (s) => (s.questions[0].criteria[0].sourcePageIds = [`${OTHER_ASSET}:p1`]),
    [`${Q0}/criteria/0/sourcePageIds/0`],
  ],
  [
    "citations are in the question's coverage",
    (s) => (s.questions[0].criteria[0].sourcePageIds = [scheme(2)]),
    [`${Q0}/criteria/0/sourcePageIds/0`],
  ],
  ['page ids have their form', (s) => (s.questions[0].criteria[0].sourcePageIds = [`${SCHEME}:1`]), [`${Q0}/criteria/0/sourcePageIds/0`]],
  // Decisions.
  ['every criterion has a decision', (s) => s.questions[0].decisions.splice(1, 1), [`${Q0}/criteria/1`]],
  [
    'one decision per criterion',
    (s) => s.questions[0].decisions.push(structuredClone(s.questions[0].decisions[0])),
    [`${Q0}/decisions/4/criterionId`],
  ],
  [
    'a decision is on a criterion of the question',
    (s) => (s.questions[0].decisions[0].criterionId = '2a-B1'),
    [`${Q0}/decisions/0/criterionId`, `${Q0}/criteria/0`],
  ],
  [
    'a decision is awarded, withheld or uncertain',
    (s) => (s.questions[0].decisions[0].decision = 'partial'),
    [`${Q0}/decisions/0/decision`],
  ],
  ['a decision gives a reason', (s) => (s.questions[0].decisions[0].reason = ''), [`${Q0}/decisions/0/reason`]],
  ['a decision has evidence', (s) => (s.questions[0].decisions[0].evidence = []), [`${Q0}/decisions/0/evidence`]],
  // Evidence and boxes.
  [
    'evidence is on a work page',
    (s) => (s.questions[0].decisions[0].evidence[0].pageId = scheme(1)),
    [`${Q0}/decisions/0/evidence/0/pageId`],
  ],
  [
    'evidence is on a selected page',
    (s) => (s.questions[0].decisions[0].evidence[0].pageId = work(3)),
    [`${Q0}/decisions/0/evidence/0/pageId`],
  ],
  [
    "evidence is in the question's coverage",
    (s) => (s.questions[0].decisions[0].evidence[0].pageId = work(2)),
    [`${Q0}/decisions/0/evidence/0/pageId`],
  ],
  ['evidence has a box', (s) => delete s.questions[0].decisions[0].evidence[0].box, [`${Q0}/decisions/0/evidence/0/box`]],
  ['box x is at least 0', (s) => (s.questions[0].decisions[0].evidence[0].box.x = -0.01), [`${Q0}/decisions/0/evidence/0/box/x`]],
  ['box y is at least 0', (s) => (s.questions[0].decisions[0].evidence[0].box.y = -0.01), [`${Q0}/decisions/0/evidence/0/box/y`]],
  ['box width is positive', (s) => (s.questions[0].decisions[0].evidence[0].box.width = 0), [`${Q0}/decisions/0/evidence/0/box/width`]],
  [
    'box height is positive',
    (s) => (s.questions[0].decisions[0].evidence[0].box.height = -0.1),
    [`${Q0}/decisions/0/evidence/0/box/height`],
  ],
  [
    'x + width is at most 1',
    (s) => Object.assign(s.questions[0].decisions[0].evidence[0].box, { x: 0.5, width: 0.6 }),
    [`${Q0}/decisions/0/evidence/0/box/width`],
  ],
  [
    'y + height is at most 1',
    (s) => Object.assign(s.questions[0].decisions[0].evidence[0].box, { y: 0.95, height: 0.1 }),
    [`${Q0}/decisions/0/evidence/0/box/height`],
  ],
  [
    'blank work is described, not left empty',
    (s) => (s.questions[1].decisions[1].evidence[0].quote = ''),
    [`${Q1}/decisions/1/evidence/0/quote`],
  ],
  [
    'blank work is described, not left as spaces',
    (s) => (s.questions[1].decisions[1].evidence[0].quote = '   '),
    [`${Q1}/decisions/1/evidence/0/quote`],
  ],
  // Condition checks.
  ['every condition is checked', (s) => s.questions[0].decisions[3].conditionChecks.pop(), [`${Q0}/decisions/3/conditionChecks`]],
  [
    'one check per condition',
    (s) => s.questions[0].decisions[0].conditionChecks.push({ conditionIndex: 0, result: 'met' }),
    [`${Q0}/decisions/0/conditionChecks/1/conditionIndex`],
  ],
  [
    'a check refers to a condition',
    (s) => s.questions[1].decisions[2].conditionChecks.push({ conditionIndex: 0, result: 'met' }),
    [`${Q1}/decisions/2/conditionChecks/0/conditionIndex`],
  ],
  [
    'a check is met, not_met or uncertain',
    (s) => (s.questions[0].decisions[0].conditionChecks[0].result = 'partly'),
    [`${Q0}/decisions/0/conditionChecks/0/result`],
  ],
  [
    'supplied condition evidence is not empty',
    (s) => (s.questions[0].decisions[0].conditionChecks[0].evidence = []),
    [`${Q0}/decisions/0/conditionChecks/0/evidence`],
  ],
  [
    'supplied condition evidence has boxes',
    (s) => delete s.questions[0].decisions[0].conditionChecks[0].evidence[0].box,
    [`${Q0}/decisions/0/conditionChecks/0/evidence/0/box`],
  ],
  [
    'condition evidence boxes end on the page',
    (s) => (s.questions[0].decisions[0].conditionChecks[0].evidence[0].box.width = 0.95),
    [`${Q0}/decisions/0/conditionChecks/0/evidence/0/box/width`],
  ],
  [
    'condition evidence is on a work page',
    (s) => (s.questions[0].decisions[0].conditionChecks[0].evidence[0].pageId = scheme(1)),
    [`${Q0}/decisions/0/conditionChecks/0/evidence/0/pageId`],
  ],
];

describe('validateImportSubmission refuses', () => {
  it.each(FAILURES)('%s', (_rule, change, paths) => {
    const result = validateChanged(change);
    expect(result.ok).toBe(false);
    expect(pathsOf(result)).toEqual(paths);
    for (const error of errorsOf(result)) expect(error.message).toMatch(/\w/);
  });

  it('a question of more than 100 marks', () => {
    const result = validateChanged((s) => {
      const question = s.questions[0];
      const [template] = question.criteria;
      question.criteria = Array.from({ length: 101 }, (_, i) => ({ ...template, id: `c${i}` }));
      question.decisions = question.criteria.map((criterion: any) => ({ ...question.decisions[0], criterionId: criterion.id }));
      question.parts = [{ id: '1a', label: '(a)', maxMarks: 100 }];
    });
    expect(errorsOf(result)).toEqual(
      expect.arrayContaining([
        { path: `${Q0}/criteria`, message: 'must NOT have more than 100 items' },
        { path: `${Q0}/decisions`, message: 'must NOT have more than 100 items' },
      ]),
    );
  });

  it('a body that is not an object', () => {
    for (const body of [null, [], 'submission', 42])
      expect(validateImportSubmission(body, EXAMPLE_IMPORT_CONTEXT)).toEqual({
        ok: false,
        errors: [{ path: '', message: 'must be object' }],
      });
  });

  it('with every error at once, relationship errors beside schema errors', () => {
    const result = validateChanged((s) => {
      s.total = 5;
      s.questions[0].decisions[0].evidence[0].box.x = -1; // schema: question 0 waits for its relationship rules
      s.questions[0].parts[0].maxMarks = 7;
      s.questions[1].parts[0].maxMarks = 2; // relationship, in the question that passed the schema
      s.questions[1].decisions[0].evidence[0].pageId = scheme(1);
      s.questions[1].label = '1'; // across questions: compared among those that passed
    });
    expect(pathsOf(result)).toEqual([
      '/total',
      `${Q0}/decisions/0/evidence/0/box/x`,
      `${Q1}/parts/0/maxMarks`,
      `${Q1}/decisions/0/evidence/0/pageId`,
      `${Q1}/label`,
    ]);
  });

  it('nothing about page references while pageSelections itself is refused', () => {
    const result = validateChanged((s) => {
      s.pageSelections[SCHEME] = [];
      s.questions[0].decisions[0].evidence[0].pageId = work(3);
    });
    expect(pathsOf(result)).toEqual([`/pageSelections/${SCHEME}`]);
  });
});

describe('validateImportSubmission accepts', () => {
  it.each<[string, (s: any) => void]>([
    ['an ai source with its model', (s) => Object.assign(s.source, { kind: 'ai', model: 'some-model' })],
    ['a human source naming a model', (s) => (s.source.model = 'assistant used for transcription')],
    ['a timestamp with an offset', (s) => (s.source.markedAt = '2026-03-14T17:20:00.5+01:00')],
    ['a timestamp without an offset', (s) => (s.source.markedAt = '2026-03-14T16:20:00')],
    ['a timestamp without seconds', (s) => (s.source.markedAt = '2026-03-14T16:20')],
    ['a timestamp with fractional seconds and no offset', (s) => (s.source.markedAt = '2026-03-14T16:20:00.123456')],
    ['a date alone', (s) => (s.source.markedAt = '2026-03-14')],
    ['a timestamp in the basic format', (s) => (s.source.markedAt = '20260314T162000Z')],
    [
      'the same criterion ids in two questions',
      (s) =>
        withCriterionIds(
          s.questions[1],
          s.questions[0].criteria.map((criterion: any) => criterion.id),
        ),
    ],
    ['asset UUIDs in upper case', (s) => Object.assign(s, JSON.parse(JSON.stringify(s).replaceAll(WORK, WORK.toUpperCase())))],
    [
      'ft and * suffixes and a d prefix with dependencies',
      (s) => {
        const criteria = s.questions[0].criteria;
        criteria[1].code = 'A1ft';
        criteria[3].code = 'dB1*';
      },
    ],
    [
      'a box that ends exactly on the edges',
      (s) => (s.questions[0].decisions[0].evidence[0].box = { x: 0.25, y: 0.1, width: 0.75, height: 0.9 }),
    ],
    [
      'a box computed as 1 - x wide',
      (s) => (s.questions[0].decisions[0].evidence[0].box = { x: 0.7, y: 0.3, width: 1 - 0.7, height: 1 - 0.3 }),
    ],
    ['24 questions', (s) => (s.questions = Array.from({ length: 24 }, (_, i) => relabelled(s.questions[i % 2], `Q${i}`)))],
    [
      'a question of 100 marks',
      (s) => {
        const question = s.questions[0];
        const [template] = question.criteria;
        question.criteria = Array.from({ length: 100 }, (_, i) => ({ ...template, id: `c${i}` }));
        question.decisions = question.criteria.map((criterion: any) => ({ ...question.decisions[0], criterionId: criterion.id }));
        question.parts = [{ id: '1a', label: '(a)', maxMarks: 100 }];
      },
    ],
    [
      'criteria and decisions in any order',
      (s) => {
        s.questions[0].criteria.reverse();
        s.questions[1].decisions.reverse();
      },
    ],
    ['a page shared by two questions', (s) => s.questions[1].coverage.workPageIds.push(work(1))],
  ])('%s', (_case, change) => {
    const result = validateChanged(change);
    expect(errorsOf(result)).toEqual([]);
  });
});

describe('what a valid submission keeps', () => {
  it('markedAt as the UTC instant it names, and every asset UUID in lower case, however the submission and the uploads spell them', () => {
    const mixedCase = (id: string) => id.replace(/[a-f]+/, (letters) => letters.toUpperCase());
    const spelled = JSON.parse(
      JSON.stringify(HUMAN_SUBMISSION_EXAMPLE).replaceAll(WORK, WORK.toUpperCase()).replaceAll(SCHEME, mixedCase(SCHEME)),
    );
    spelled.questions[0].coverage.workPageIds[0] = work(1); // lower case beside upper case
    spelled.source.markedAt = '2026-03-14T16:20';
    const uploads = { assets: EXAMPLE_IMPORT_CONTEXT.assets.map((asset) => ({ ...asset, id: asset.id.toUpperCase() })) };
    const result = validateImportSubmission(spelled, uploads);
    expect(result).toEqual(validateImportSubmission(HUMAN_SUBMISSION_EXAMPLE, EXAMPLE_IMPORT_CONTEXT));
    expect(result.ok && result.submission.source.markedAt).toBe('2026-03-14T16:20:00.000Z');
    expect(result.ok && Object.keys(result.submission.pageSelections)).toEqual([WORK, SCHEME]);
  });

  it('the same criterion ids in two questions: each question is decided, scored and flagged by its own criteria', () => {
    const result = validateChanged((s) => {
      withCriterionIds(s.questions[1], ['1a-M1', '1a-A1', '1b-M1', '1b-A1']);
      s.questions[1].decisions[0].decision = 'uncertain'; // 1a-M1 of question 2 (its 2a-B1)
    });
    expect(errorsOf(result)).toEqual([]);
    if (!result.ok) return;
    const [first, second] = result.questions;
    expect([first.score.awarded, first.score.possible, first.score.unresolved, first.reviewFlags]).toEqual([3, 3, [], []]);
    expect([second.score.awarded, second.score.possible, second.score.unresolved]).toEqual([0, 1, ['1a-M1']]);
    expect(second.reviewFlags).toEqual([
      { kind: 'uncertain-decision', criterionId: '1a-M1', path: `${Q1}/decisions/0/decision`, message: expect.any(String) },
    ]);
    expect(result.submission.questions[1].criteria.map((criterion) => [criterion.id, criterion.dependsOn])).toEqual([
      ['1a-M1', []],
      ['1a-A1', []],
      ['1b-M1', ['1a-A1']],
      ['1b-A1', ['1b-M1']],
    ]);
  });
});

describe('review flags', () => {
  const flagsOf = (result: ImportValidation) =>
    result.ok ? result.questions.flatMap((question) => question.reviewFlags.map((flag) => [flag.kind, flag.path])) : errorsOf(result);

  it('an award against a condition not met under conditionMode all', () => {
    expect(flagsOf(validateChanged((s) => (s.questions[0].decisions[3].decision = 'awarded')))).toEqual([
      ['conflicting-conditions', `${Q0}/decisions/3/decision`],
    ]);
  });

  it('a withheld mark whose every condition is met', () => {
    expect(flagsOf(validateChanged((s) => (s.questions[0].decisions[0].decision = 'withheld')))).toEqual([
      ['conflicting-conditions', `${Q0}/decisions/0/decision`],
    ]);
  });

  it('under conditionMode any: a withheld mark with one condition met, not an award with one', () => {
    const oneMet = (s: any) => (s.questions[1].decisions[1].conditionChecks[1].result = 'met');
    expect(flagsOf(validateChanged(oneMet))).toEqual([['conflicting-conditions', `${Q1}/decisions/1/decision`]]);
    const award = (s: any) => {
      oneMet(s);
      s.questions[1].decisions[1].decision = 'awarded';
      s.questions[1].decisions[1].evidence[0].quote = 'swaps 2 and 3';
    };
    expect(flagsOf(validateChanged(award))).toEqual([]);
  });

  it('an award whose evidence is all quoted blank', () => {
    const result = validateChanged((s) => {
      s.questions[1].decisions[2].decision = 'awarded';
    });
    expect(flagsOf(result)).toEqual([['awarded-on-blank', `${Q1}/decisions/2/decision`]]);
  });

  it('uncertain decisions and uncertain condition checks, which never block', () => {
    const result = validateChanged((s) => {
      s.questions[0].decisions[0].decision = 'uncertain';
      s.questions[0].decisions[2].conditionChecks[0].result = 'uncertain';
    });
    expect(flagsOf(result)).toEqual([
      ['uncertain-decision', `${Q0}/decisions/0/decision`],
      ['uncertain-condition', `${Q0}/decisions/2/conditionChecks/0/result`],
    ]);
    expect(result.ok && result.questions[0].score).toMatchObject({ awarded: 1, possible: 3, unresolved: ['1a-M1'] });
  });
});
