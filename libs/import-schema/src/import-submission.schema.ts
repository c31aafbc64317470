import { type Static, type StringOptions, type TSchema, type TString, type TUnsafe, Type } from '@sinclair/typebox';
import { DECISIONS } from '@pp/scoring';

/** The constants a submission states exactly (spec, Import submission). */
export const IMPORT_SCHEMA_VERSION = 'svc-marking-import-v1';
export const COORDINATE_SYSTEM = 'normalized-top-left';
export const PAGE_BASIS = 'displayed-page';

export const SOURCE_KINDS = ['human', 'ai'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];
/** `all`: the mark needs every condition met; `any`: one met condition is enough. */
export const CONDITION_MODES = ['all', 'any'] as const;
export type ConditionMode = (typeof CONDITION_MODES)[number];
export const CONDITION_RESULTS = ['met', 'not_met', 'uncertain'] as const;
export type ConditionResult = (typeof CONDITION_RESULTS)[number];

/** The spec's limits: 24 questions of at most 100 marks; 12 work and 12 scheme pages to mark one question. */
export const MAX_IMPORT_QUESTIONS = 24;
export const MAX_QUESTION_MARKS = 100;
export const MAX_QUESTION_WORK_PAGES = 12;
export const MAX_QUESTION_SCHEME_PAGES = 12;
/** No PDF has more pages (contracts' MAX_PDF_PAGES; not imported, since contracts will import this lib). */
export const MAX_PAGE_NUMBER = 80;
/** Our own bounds on lists and text, far above any real mark scheme and inside the 4 MiB body. */
export const MAX_CONDITIONS = 20;
export const MAX_EVIDENCE = 10;

/** Text without U+0000, which Postgres text cannot hold (contracts' NO_NUL_PATTERN, not imported for the same reason). */
export const TEXT_PATTERN = '^[^\\u0000]*$';
/** Ids of parts and criteria: short, and safe in a path or a message. */
export const IDENTIFIER_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** Lower-case asset UUIDs, as uploads return them, so a page id has one spelling. */
export const ASSET_ID_PATTERN = `^${UUID}$`;
export const PAGE_ID_PATTERN = `^${UUID}:p[1-9][0-9]?$`;

const Text = (options: StringOptions): TString => Type.String({ pattern: TEXT_PATTERN, ...options });
const Identifier = (description: string): TString => Type.String({ pattern: IDENTIFIER_PATTERN, description });
const PageId = (description: string): TString => Type.String({ pattern: PAGE_ID_PATTERN, description });
const PageIds = (description: string, maxItems: number) =>
  Type.Array(PageId('A page id `<assetId>:p<page>`.'), { minItems: 1, maxItems, uniqueItems: true, description });
/** A plain `enum` (a union of literals would be `anyOf`, and fail with one error per branch). */
const OneOf = <T extends readonly string[]>(values: T, description: string): TUnsafe<T[number]> =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], description });
const Closed = <P extends Record<string, TSchema>>(properties: P, options: { description: string } & Record<string, unknown>) =>
  Type.Object(properties, { additionalProperties: false, ...options });

export const BoxSchema = Closed(
  {
    x: Type.Number({ minimum: 0, maximum: 1, description: 'Left edge, a fraction of the displayed page width.' }),
    y: Type.Number({ minimum: 0, maximum: 1, description: 'Top edge, a fraction of the displayed page height.' }),
    width: Type.Number({ exclusiveMinimum: 0, maximum: 1, description: 'Positive; x + width is at most 1.' }),
    height: Type.Number({ exclusiveMinimum: 0, maximum: 1, description: 'Positive; y + height is at most 1.' }),
  },
  { description: 'A region of the displayed page, origin top left, in fractions of the page.' },
);
export type Box = Static<typeof BoxSchema>;

export const EvidenceSchema = Closed(
  {
    pageId: PageId('A declared page of a work asset, in the question coverage.'),
    quote: Text({
      minLength: 1,
      maxLength: 2000,
      description:
        'What is visible in the region, transcribed or briefly described. Blank work is located at its answer space and quoted as `blank`.',
    }),
    box: BoxSchema,
  },
  { description: 'Located evidence on the completed student scan.' },
);
export type Evidence = Static<typeof EvidenceSchema>;

export const ConditionCheckSchema = Closed(
  {
    conditionIndex: Type.Integer({
      minimum: 0,
      maximum: MAX_CONDITIONS - 1,
      description: 'Zero-based index into the criterion `conditions`.',
    }),
    result: OneOf(CONDITION_RESULTS, 'Whether the work meets the condition.'),
    evidence: Type.Optional(
      Type.Array(EvidenceSchema, { minItems: 1, maxItems: MAX_EVIDENCE, description: 'Optional; when supplied, located with boxes.' }),
    ),
  },
  { description: 'One check of one condition of the criterion.' },
);
export type ConditionCheck = Static<typeof ConditionCheckSchema>;

export const DecisionSchema = Closed(
  {
    criterionId: Identifier('The criterion decided.'),
    decision: OneOf(DECISIONS, 'The decision carries any zero: a withheld mark keeps its one-mark code.'),
    reason: Text({ minLength: 1, maxLength: 4000, description: 'Why the mark was awarded, withheld or left uncertain.' }),
    evidence: Type.Array(EvidenceSchema, { minItems: 1, maxItems: MAX_EVIDENCE, description: 'Located evidence on selected work pages.' }),
    conditionChecks: Type.Array(ConditionCheckSchema, {
      maxItems: MAX_CONDITIONS,
      description: 'Exactly one check for each condition of the criterion.',
    }),
  },
  { description: 'The decision on one criterion; exactly one per criterion.' },
);
export type ImportDecision = Static<typeof DecisionSchema>;

export const CriterionSchema = Closed(
  {
    id: Identifier('Unique among every criterion of the submission.'),
    partId: Identifier('The part this allocation belongs to.'),
    code: Text({
      minLength: 1,
      maxLength: 8,
      description:
        '`M1`, `A1` or `B1`, with a `d` prefix and `ft` or `*` suffixes where the scheme uses them; always 1, even when withheld.',
    }),
    requirement: Text({ minLength: 1, maxLength: 2000, description: 'What the scheme asks for this mark.' }),
    conditions: Type.Array(Text({ minLength: 1, maxLength: 1000 }), {
      maxItems: MAX_CONDITIONS,
      description: 'Conditions of the mark; checks refer to them by zero-based index.',
    }),
    conditionMode: OneOf(CONDITION_MODES, '`all`: every condition must be met; `any`: one met condition suffices.'),
    dependsOn: Type.Array(Identifier('A criterion of the same question.'), {
      maxItems: MAX_QUESTION_MARKS - 1,
      uniqueItems: true,
      description: "The scheme's real prerequisites (required for a `d` code); never inferred from the letters.",
    }),
    maxMarks: Type.Literal(1, { description: 'Exactly 1: a criterion is a one-mark allocation.' }),
    sourcePageIds: PageIds('Selected scheme pages, in the question coverage, that state this allocation.', MAX_QUESTION_SCHEME_PAGES),
  },
  { description: 'One one-mark allocation of the mark scheme.' },
);
export type ImportCriterion = Static<typeof CriterionSchema>;

export const PartSchema = Closed(
  {
    id: Identifier('Unique among the parts of the question.'),
    label: Text({ minLength: 1, maxLength: 40, description: 'As printed, for example `(a)` or `(b)(ii)`.' }),
    maxMarks: Type.Integer({ minimum: 1, maximum: MAX_QUESTION_MARKS, description: 'Equals the number of criteria of the part.' }),
  },
  { description: 'A part of the question.' },
);
export type ImportPart = Static<typeof PartSchema>;

export const CoverageSchema = Closed(
  {
    workPageIds: PageIds('The work pages holding this question, blank answer space included.', MAX_QUESTION_WORK_PAGES),
    schemePageIds: PageIds('The scheme pages stating its allocations.', MAX_QUESTION_SCHEME_PAGES),
  },
  { description: "The question's share of the paper; together the questions cover every page of pageSelections." },
);
export type Coverage = Static<typeof CoverageSchema>;

export const ImportQuestionSchema = Closed(
  {
    label: Text({ minLength: 1, maxLength: 40, description: 'Unique among the questions.' }),
    coverage: CoverageSchema,
    parts: Type.Array(PartSchema, { minItems: 1, maxItems: MAX_QUESTION_MARKS }),
    criteria: Type.Array(CriterionSchema, {
      minItems: 1,
      maxItems: MAX_QUESTION_MARKS,
      description: `At most ${MAX_QUESTION_MARKS} one-mark allocations.`,
    }),
    // No minItems: a criterion without its decision is reported at the criterion.
    decisions: Type.Array(DecisionSchema, { maxItems: MAX_QUESTION_MARKS, description: 'Exactly one decision per criterion.' }),
  },
  { description: 'One marked question. Totals are calculated from the decisions, never submitted.' },
);
export type ImportQuestion = Static<typeof ImportQuestionSchema>;

export const SourceSchema = Closed(
  {
    kind: OneOf(SOURCE_KINDS, 'Who marked the work.'),
    name: Text({ minLength: 1, maxLength: 200, description: 'The marker or the marking tool.' }),
    markedAt: Type.String({ format: 'date-time', description: 'ISO 8601 timestamp with an offset.' }),
    model: Type.Optional(Text({ minLength: 1, maxLength: 200, description: 'The model that marked; required when kind is `ai`.' })),
  },
  {
    description: 'The recorded source of the marking.',
    if: { properties: { kind: { const: 'ai' } } },
    then: { required: ['model'] },
  },
);
export type ImportSource = Static<typeof SourceSchema>;

export const ImportSubmissionSchema = Closed(
  {
    schemaVersion: Type.Literal(IMPORT_SCHEMA_VERSION),
    coordinateSystem: Type.Literal(COORDINATE_SYSTEM),
    pageBasis: Type.Literal(PAGE_BASIS, {
      description: 'The page as displayed after PDF rotation or image orientation, never cropped or resized.',
    }),
    source: SourceSchema,
    pageSelections: Type.Record(
      Type.String({ pattern: ASSET_ID_PATTERN }),
      Type.Array(Type.Integer({ minimum: 1, maximum: MAX_PAGE_NUMBER }), { minItems: 1, uniqueItems: true }),
      {
        additionalProperties: false,
        description: 'Uploaded asset id to its selected one-based pages; every referenced page is declared here.',
      },
    ),
    questions: Type.Array(ImportQuestionSchema, { minItems: 1, maxItems: MAX_IMPORT_QUESTIONS }),
  },
  {
    $id: 'ImportSubmission',
    description: 'svc-marking-import-v1: externally marked work with located evidence. Unknown fields are rejected.',
  },
);
export type ImportSubmission = Static<typeof ImportSubmissionSchema>;
