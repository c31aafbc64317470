import { type Static, type TSchema, type TString, type TUnsafe, Type } from '@sinclair/typebox';
import { DECISIONS } from '@pp/scoring';
import { ISO_TIMESTAMP_PATTERN } from './iso-timestamp.js';

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
/**
 * Our own bounds on lists and text, which the spec does not set. Each is far above any real mark
 * scheme or marking, and is published with its reason (OWN_BOUND) in the description of what it bounds.
 */
export const MAX_CONDITIONS = 20;
export const MAX_EVIDENCE = 10;
const MAX_IDENTIFIER_LENGTH = 64;
const MAX_LABEL_LENGTH = 40;
const MAX_NAME_LENGTH = 200;
const MAX_CODE_LENGTH = 8;
const MAX_CONDITION_LENGTH = 1000;
const MAX_QUOTE_LENGTH = 2000;
const MAX_REQUIREMENT_LENGTH = 2000;
const MAX_REASON_LENGTH = 4000;
const OWN_BOUND = "this service's bound beyond the spec: far above real marking, it limits the work one submission can cause";

/** Text without U+0000, which Postgres text cannot hold (contracts' NO_NUL_PATTERN, not imported for the same reason). */
export const TEXT_PATTERN = '^[^\\u0000]*$';
/** Ids of parts and criteria: short, and safe in a path or a message. */
export const IDENTIFIER_PATTERN = `^[A-Za-z0-9][A-Za-z0-9._:-]{0,${MAX_IDENTIFIER_LENGTH - 1}}$`;
/** UUIDs in either letter case: they are compared, and kept, in lower case (the form uploads return). */
const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
export const ASSET_ID_PATTERN = `^${UUID}$`;
export const PAGE_ID_PATTERN = `^${UUID}:p[1-9][0-9]?$`;

/** Text of 1 to `maxLength` characters, the bound and its reason said in its description. */
const Text = (maxLength: number, description: string): TString =>
  Type.String({
    pattern: TEXT_PATTERN,
    minLength: 1,
    maxLength,
    description: `${description} At most ${maxLength} characters (${OWN_BOUND}).`,
  });
const Identifier = (description: string): TString =>
  Type.String({
    pattern: IDENTIFIER_PATTERN,
    description: `${description} 1 to ${MAX_IDENTIFIER_LENGTH} letters, digits, \`.\`, \`_\`, \`:\` or \`-\`, starting with a letter or digit (${OWN_BOUND}; safe in a path and a message).`,
  });
const PageId = (description: string): TString =>
  Type.String({ pattern: PAGE_ID_PATTERN, description: `${description} The asset UUID may be written in either letter case.` });
const PageIds = (description: string, maxItems: number) =>
  Type.Array(PageId('A page id `<assetId>:p<page>`.'), {
    minItems: 1,
    maxItems,
    uniqueItems: true,
    description: `${description} At most ${maxItems} (the spec's page limit for marking one question), each once.`,
  });
/** An own bound on a list, said in its description with its reason. */
const bounded = (description: string, maxItems: number) => ({
  maxItems,
  description: `${description} At most ${maxItems} (${OWN_BOUND}).`,
});
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
    quote: Text(
      MAX_QUOTE_LENGTH,
      'What is visible in the region, transcribed or briefly described. Blank work is located at its answer space and quoted as `blank`.',
    ),
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
      description: `Zero-based index into the criterion \`conditions\`: at most ${MAX_CONDITIONS - 1}, as a criterion has at most ${MAX_CONDITIONS} conditions (${OWN_BOUND}).`,
    }),
    result: OneOf(CONDITION_RESULTS, 'Whether the work meets the condition.'),
    evidence: Type.Optional(
      Type.Array(EvidenceSchema, { minItems: 1, ...bounded('Optional; when supplied, located with boxes.', MAX_EVIDENCE) }),
    ),
  },
  { description: 'One check of one condition of the criterion.' },
);
export type ConditionCheck = Static<typeof ConditionCheckSchema>;

export const DecisionSchema = Closed(
  {
    criterionId: Identifier('The criterion decided.'),
    decision: OneOf(DECISIONS, 'The decision carries any zero: a withheld mark keeps its one-mark code.'),
    reason: Text(MAX_REASON_LENGTH, 'Why the mark was awarded, withheld or left uncertain.'),
    evidence: Type.Array(EvidenceSchema, { minItems: 1, ...bounded('Located evidence on selected work pages.', MAX_EVIDENCE) }),
    conditionChecks: Type.Array(
      ConditionCheckSchema,
      bounded('Exactly one check for each condition of the criterion, so as many as its conditions.', MAX_CONDITIONS),
    ),
  },
  { description: 'The decision on one criterion; exactly one per criterion.' },
);
export type ImportDecision = Static<typeof DecisionSchema>;

export const CriterionSchema = Closed(
  {
    id: Identifier('Unique among the criteria of its question; another question may use the same id.'),
    partId: Identifier('The part this allocation belongs to.'),
    code: Text(
      MAX_CODE_LENGTH,
      '`M1`, `A1` or `B1`, with a `d` prefix and `ft` or `*` suffixes where the scheme uses them (the longest, `dM1ft*`, has 6 characters); always 1, even when withheld.',
    ),
    requirement: Text(MAX_REQUIREMENT_LENGTH, 'What the scheme asks for this mark.'),
    conditions: Type.Array(
      Text(MAX_CONDITION_LENGTH, 'One condition of the mark.'),
      bounded('Conditions of the mark; checks refer to them by zero-based index.', MAX_CONDITIONS),
    ),
    conditionMode: OneOf(CONDITION_MODES, '`all`: every condition must be met; `any`: one met condition suffices.'),
    dependsOn: Type.Array(Identifier('A criterion of the same question.'), {
      maxItems: MAX_QUESTION_MARKS - 1,
      uniqueItems: true,
      description: `The scheme's real prerequisites (required for a \`d\` code); never inferred from the letters. At most ${MAX_QUESTION_MARKS - 1}, every other criterion of a question of at most ${MAX_QUESTION_MARKS} marks (the spec's limit), each once.`,
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
    label: Text(MAX_LABEL_LENGTH, 'As printed, for example `(a)` or `(b)(ii)`.'),
    maxMarks: Type.Integer({
      minimum: 1,
      maximum: MAX_QUESTION_MARKS,
      description: `Equals the number of criteria of the part: at most ${MAX_QUESTION_MARKS}, the spec's limit for a question.`,
    }),
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
    label: Text(MAX_LABEL_LENGTH, 'Unique among the questions.'),
    coverage: CoverageSchema,
    parts: Type.Array(PartSchema, {
      minItems: 1,
      maxItems: MAX_QUESTION_MARKS,
      description: `The parts of the question: at most ${MAX_QUESTION_MARKS}, as each has a mark and a question has at most ${MAX_QUESTION_MARKS} (the spec's limit).`,
    }),
    criteria: Type.Array(CriterionSchema, {
      minItems: 1,
      maxItems: MAX_QUESTION_MARKS,
      description: `At most ${MAX_QUESTION_MARKS} one-mark allocations (the spec's limit for a question).`,
    }),
    // No minItems: a criterion without its decision is reported at the criterion.
    decisions: Type.Array(DecisionSchema, {
      maxItems: MAX_QUESTION_MARKS,
      description: `Exactly one decision per criterion, so at most ${MAX_QUESTION_MARKS} (the spec's limit of marks for a question).`,
    }),
  },
  { description: 'One marked question. Totals are calculated from the decisions, never submitted.' },
);
export type ImportQuestion = Static<typeof ImportQuestionSchema>;

export const SourceSchema = Closed(
  {
    kind: OneOf(SOURCE_KINDS, 'Who marked the work.'),
    name: Text(MAX_NAME_LENGTH, 'The marker or the marking tool.'),
    markedAt: Type.String({
      pattern: ISO_TIMESTAMP_PATTERN,
      description: [
        'When the work was marked: an ISO 8601 calendar date, extended (`2026-03-14T16:20:00Z`) or basic (`20260314T162000Z`) format, with or without a time.',
        'The time has hours, optionally minutes and seconds, and a decimal fraction (`.` or `,`) of the last of them;',
        'its offset is `Z`, `+01:00`, `+0100` or `+01`, or absent: a time without an offset is UTC (`2026-03-14T16:20` is 16:20 UTC), and a date alone (`2026-03-14`) is its midnight UTC.',
        'The date and time must exist (`2026-02-30` does not). Week and ordinal dates are refused.',
        'Stored and returned as the UTC instant in the API’s timestamp form, `2026-03-14T16:20:00.000Z` (milliseconds; finer digits are dropped).',
      ].join(' '),
    }),
    model: Type.Optional(Text(MAX_NAME_LENGTH, 'The model that marked; required when kind is `ai`.')),
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
      Type.Array(
        Type.Integer({
          minimum: 1,
          maximum: MAX_PAGE_NUMBER,
          description: `A one-based page: at most ${MAX_PAGE_NUMBER}, the spec's PDF limit.`,
        }),
        { minItems: 1, uniqueItems: true, description: 'The selected pages of the asset, each once.' },
      ),
      {
        additionalProperties: false,
        description:
          'Uploaded asset id (a UUID in either letter case, each asset once) to its selected one-based pages; every referenced page is declared here.',
      },
    ),
    questions: Type.Array(ImportQuestionSchema, {
      minItems: 1,
      maxItems: MAX_IMPORT_QUESTIONS,
      description: `The marked questions: at most ${MAX_IMPORT_QUESTIONS} (the spec's limit).`,
    }),
  },
  {
    $id: 'ImportSubmission',
    description:
      'svc-marking-import-v1: externally marked work with located evidence. Unknown fields are rejected. UUIDs may be written in either letter case and are kept in lower case; criterion ids are unique within their question.',
  },
);
export type ImportSubmission = Static<typeof ImportSubmissionSchema>;
