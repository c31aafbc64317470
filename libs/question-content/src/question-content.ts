/** Content model of the seed question bank: plain JSON-serialisable data, no behaviour. */

export type ModuleId = 'core-pure' | 'further-statistics-1' | 'further-mechanics-1';
export type Difficulty = 1 | 2 | 3 | 4 | 5;
export type Frequency = 'frequent' | 'occasional' | 'rare';
export type QuestionStatus = 'published' | 'draft';

export interface TaxonomyNode {
  id: string;
  label: string;
  /** Module nodes point at the course id, topics at their module, subtopics at their topic. */
  parentId: string;
}

export interface Taxonomy {
  course: { id: 'edexcel-9fm0'; label: string };
  modules: TaxonomyNode[];
  topics: TaxonomyNode[];
  subtopics: TaxonomyNode[];
}

/**
 * TeX conventions: `stemTex` and `introTex` are text with inline maths delimited by `\(` and `\)`;
 * `answerTex` and `expected` are math-mode TeX (plain words go inside `\text{}`). ASCII only, and
 * only constructs of MathJax's `base` and `ams` packages.
 */
export interface QuestionPart {
  id: string;
  label: string;
  stemTex: string;
  marks: number;
  answerTex: string;
}

export interface MarkAllocation {
  /** `<partId>.<n>`, unique within the question. */
  id: string;
  partId: string;
  /** One-mark code such as `M1`, `dM1`, `A1ft`, `B1*` (see `isOneMarkCode`). */
  code: string;
  requirement: string;
  expected: string;
  conditions: string[];
  /** Allocation ids this mark depends on as the scheme states it; every `d` code lists one. */
  dependsOn: string[];
}

export interface MarkScheme {
  allocations: MarkAllocation[];
  notes: string[];
}

/**
 * Where a diagram is shown: `question` with the question (it must not give away what is asked),
 * `scheme` only with the mark scheme (a diagram of the answer: roots plotted, the region found).
 */
export type DiagramRole = 'question' | 'scheme';

export interface Diagram {
  id: string;
  role: DiagramRole;
  title: string;
  /** Text alternative for screen readers. */
  description: string;
  /** Complete standalone SVG document (xmlns and viewBox set). */
  svg: string;
}

export interface QuestionSource {
  kind: 'original';
  author: string;
  generator?: string;
  year: number;
  licence: 'original-work';
}

export interface QuestionRevisionContent {
  title: string;
  moduleId: ModuleId;
  topicId: string;
  subtopicId: string;
  level: 'a-level';
  subject: 'further-maths';
  board: 'pearson-edexcel';
  year: number;
  difficulty: Difficulty;
  frequency: Frequency;
  tags: string[];
  /** Equals `scheme.allocations.length` and the sum of the parts' marks. */
  marks: number;
  introTex?: string;
  parts: QuestionPart[];
  scheme: MarkScheme;
  diagrams: Diagram[];
  source: QuestionSource;
}

export interface SeedQuestion {
  /** Deterministic uuid v5 of a stable key: the same question keeps its id between runs. */
  id: string;
  status: QuestionStatus;
  /** Revision 1 first; revision n is `revisions[n - 1]`. */
  revisions: QuestionRevisionContent[];
}
