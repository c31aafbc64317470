import { Type, type Static } from '@sinclair/typebox';
import { Int2, Int4, Sha256Hex, Text, Uuid } from '../schemas/scalars.js';

// Request schemas (and pins, which papers take back) build every string and integer with the
// shared scalars, so nothing that passes validation can fail in Postgres (NUL, int4 overflow).
const Sha256 = Sha256Hex();
/** A revision number: `integer` columns. */
const Revision = () => Int4({ minimum: 1 });

export const QUESTION_LEVELS = ['as-level', 'a-level', 'international-as-level', 'international-a-level'] as const;
export const QUESTION_SUBJECTS = ['maths', 'further-maths'] as const;
export const QUESTION_FREQUENCIES = ['frequent', 'occasional', 'rare'] as const;

/** Most ids one search may exclude. */
export const MAX_EXCLUDE_IDS = 1000;
export const DEFAULT_SEARCH_LIMIT = 30;
export const MAX_SEARCH_LIMIT = 100;

const literals = <T extends readonly string[]>(values: T, description?: string) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    description ? { description } : {},
  );

/** What a paper stores for each question: pass it unchanged when creating a paper. */
export const QuestionPinSchema = Type.Object(
  {
    questionId: Uuid(),
    revision: Revision(),
    contentVersion: { ...Sha256, description: 'SHA-256 of the revision content (everything but the mark scheme).' },
    schemeVersion: { ...Sha256, description: 'SHA-256 of the revision mark scheme.' },
  },
  { $id: 'QuestionPin', additionalProperties: false },
);
export type QuestionPin = Static<typeof QuestionPinSchema>;

const TextFilter = (description: string) => Type.Optional(Text({ minLength: 1, maxLength: 120, description }));

export const SearchQuestionsQuerySchema = Type.Object(
  {
    q: Type.Optional(
      Text({
        minLength: 1,
        maxLength: 160,
        description:
          'Text search (Postgres full text, English stemming) over titles, tags, module, topic and subtopic labels, board, level and subject. Words are ANDed; "quoted phrases", `or` and `-word` work as in web search. A filter, not a ranking.',
      }),
    ),
    module: TextFilter('A module id from /questions/facets, e.g. `core-pure`.'),
    level: Type.Optional(literals(QUESTION_LEVELS)),
    subject: Type.Optional(literals(QUESTION_SUBJECTS)),
    board: TextFilter('Exam board id, e.g. `pearson-edexcel`.'),
    year: Type.Optional(Int4({ minimum: 1900, maximum: 2100 })),
    tag: TextFilter('One tag, matched exactly.'),
    topic: TextFilter('A topic id from /questions/facets.'),
    subtopic: TextFilter('A subtopic id from /questions/facets.'),
    difficulty: Type.Optional(Int2({ minimum: 1, maximum: 5 })),
    minMarks: Type.Optional(Int2({ minimum: 0, maximum: 100, description: 'At most maxMarks when both are given.' })),
    maxMarks: Type.Optional(Int2({ minimum: 0, maximum: 100 })),
    excludeIds: Type.Array(Uuid(), {
      maxItems: MAX_EXCLUDE_IDS,
      default: [],
      description: 'Question ids never to return; repeat the parameter (`excludeIds=a&excludeIds=b`), at most 1000.',
    }),
    random: Type.Boolean({
      default: false,
      description:
        'A random sample of `limit` items, every matching question equally likely (a question published in the last minute may not be drawn yet); nextCursor is null. Cannot be combined with cursor (422).',
    }),
    favouritesOnly: Type.Boolean({ default: false, description: "Only the key owner's favourite questions." }),
    frequency: Type.Optional(literals(QUESTION_FREQUENCIES)),
    cursor: Type.Optional(Uuid({ description: "The previous page's nextCursor, sent with the same filters." })),
    limit: Int4({ minimum: 1, maximum: MAX_SEARCH_LIMIT, default: DEFAULT_SEARCH_LIMIT }),
  },
  { additionalProperties: false },
);
export type SearchQuestionsQuery = Static<typeof SearchQuestionsQuerySchema>;

const LabelledId = Type.Object({ id: Type.String(), label: Type.String() });

export const QuestionSourceSchema = Type.Object(
  {
    kind: Type.String({ description: '`original`: written for this service, not copied from a published paper.' }),
    author: Type.String(),
    generator: Type.Optional(Type.String({ description: 'Template that generated the question, when generated.' })),
    year: Type.Integer(),
    licence: Type.String(),
    board: Type.String({ description: 'The exam board whose style and specification the question follows.' }),
    course: Type.String(),
  },
  { $id: 'QuestionSource' },
);

export const ModuleProfileSchema = Type.Object(
  {
    moduleId: Type.String(),
    label: Type.String(),
    courseId: Type.String(),
    papers: Type.Array(Type.Object({ code: Type.String(), label: Type.String() }), { description: 'Exam papers this module is sat in.' }),
  },
  { $id: 'ModuleProfile' },
);
export type ModuleProfile = Static<typeof ModuleProfileSchema>;

export const QuestionSearchItemSchema = Type.Object(
  {
    pin: QuestionPinSchema,
    source: QuestionSourceSchema,
    summary: Type.Object({
      title: Type.String(),
      marks: Type.Integer(),
      partsCount: Type.Integer(),
      topics: Type.Array(
        Type.Object({ id: Type.String(), label: Type.String(), kind: literals(['module', 'topic', 'subtopic'] as const) }),
      ),
      difficulty: Type.Integer({ minimum: 1, maximum: 5 }),
      frequency: literals(QUESTION_FREQUENCIES),
      level: Type.String(),
      subject: Type.String(),
      board: Type.String(),
      year: Type.Integer(),
      tags: Type.Array(Type.String()),
      diagramCount: Type.Integer(),
    }),
    moduleProfiles: Type.Array(ModuleProfileSchema),
  },
  { $id: 'QuestionSearchItem' },
);
export type QuestionSearchItem = Static<typeof QuestionSearchItemSchema>;

export const QuestionSearchResultSchema = Type.Object(
  {
    items: Type.Array(QuestionSearchItemSchema),
    nextCursor: Type.Union([Uuid(), Type.Null()], {
      description: 'Pass as `cursor` with the same filters for the next page; null at the end and for random samples.',
    }),
  },
  { $id: 'QuestionSearchResult' },
);
export type QuestionSearchResult = Static<typeof QuestionSearchResultSchema>;

const FacetOption = Type.Object({
  id: Type.String({ description: 'Use exactly as the filter value.' }),
  label: Type.String({ description: 'For display.' }),
  parentId: Type.Union([Type.String(), Type.Null()]),
  publishedCount: Type.Integer({ minimum: 0 }),
});
export type FacetOption = Static<typeof FacetOption>;

export const QuestionFacetsSchema = Type.Object(
  {
    courses: Type.Array(FacetOption),
    modules: Type.Array(FacetOption, { description: 'Filter with `module`; parentId is the course.' }),
    topics: Type.Array(FacetOption, { description: 'Filter with `topic`; parentId is the module.' }),
    subtopics: Type.Array(FacetOption, { description: 'Filter with `subtopic`; parentId is the topic.' }),
  },
  { $id: 'QuestionFacets' },
);
export type QuestionFacets = Static<typeof QuestionFacetsSchema>;

export const ReadQuestionParamsSchema = Type.Object({ questionId: Uuid(), revision: Revision() });
export type ReadQuestionParams = Static<typeof ReadQuestionParamsSchema>;
export const ReadQuestionAssetParamsSchema = Type.Object({ questionId: Uuid(), revision: Revision(), assetId: Uuid() });
export type ReadQuestionAssetParams = Static<typeof ReadQuestionAssetParamsSchema>;

export const DiagramDescriptorSchema = Type.Object({
  assetId: Uuid(),
  title: Type.String(),
  description: Type.String({ description: 'Text alternative of the diagram.' }),
  role: Type.Union([Type.Literal('question'), Type.Literal('scheme')], {
    description:
      '`question`: shown with the question and printed on the question paper. `scheme`: part of the mark scheme (it shows an answer), printed only on the mark scheme.',
  }),
  mediaType: Type.String({ description: 'What the bytes are (`image/svg+xml`); they download as application/octet-stream.' }),
  byteSize: Type.Integer(),
  sha256: Sha256,
  href: Type.String({ description: 'Path of the bytes under /v1; send the same bearer key.' }),
  width: Type.Optional(
    Type.Number({
      exclusiveMinimum: 0,
      description:
        'Drawn width in points: at this size its labels are 11 pt, the text of the question paper, which prints it so (smaller only where it would not fit). Show it at this size, or smaller keeping `width` : `height`. Absent for a diagram stored before sizes were recorded.',
    }),
  ),
  height: Type.Optional(
    Type.Number({
      exclusiveMinimum: 0,
      description: 'Drawn height in points (see `width`). Absent for a diagram stored before sizes were recorded.',
    }),
  ),
});

export const QuestionRevisionSchema = Type.Object(
  {
    id: Uuid(),
    revision: Type.Integer({ minimum: 1 }),
    latestRevision: Type.Integer({ minimum: 1 }),
    pin: QuestionPinSchema,
    title: Type.String(),
    level: Type.String(),
    subject: Type.String(),
    board: Type.String(),
    year: Type.Integer(),
    difficulty: Type.Integer(),
    frequency: Type.String(),
    tags: Type.Array(Type.String()),
    marks: Type.Integer(),
    module: LabelledId,
    topic: LabelledId,
    subtopic: LabelledId,
    introTex: Type.Optional(Type.String({ description: 'Text with inline maths in \\( \\).' })),
    parts: Type.Array(
      Type.Object({ id: Type.String(), label: Type.String(), stemTex: Type.String(), marks: Type.Integer(), answerTex: Type.String() }),
    ),
    markScheme: Type.Object({
      totalMarks: Type.Integer(),
      allocations: Type.Array(
        Type.Object({
          id: Type.String(),
          partId: Type.String(),
          code: Type.String({ description: 'One-mark code such as M1, dM1, A1ft, B1.' }),
          requirement: Type.String(),
          expected: Type.String(),
          conditions: Type.Array(Type.String()),
          dependsOn: Type.Array(Type.String()),
        }),
      ),
      notes: Type.Array(Type.String()),
    }),
    sources: Type.Array(QuestionSourceSchema),
    diagrams: Type.Array(DiagramDescriptorSchema),
    moduleProfiles: Type.Array(ModuleProfileSchema),
  },
  { $id: 'QuestionRevision' },
);
export type QuestionRevision = Static<typeof QuestionRevisionSchema>;

export const ReadQuestionResponseSchema = Type.Object({ question: QuestionRevisionSchema }, { $id: 'ReadQuestionResponse' });
export type ReadQuestionResponse = Static<typeof ReadQuestionResponseSchema>;
