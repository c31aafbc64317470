import type { ModuleProfile, PinnedRevision, QuestionPin, QuestionSearchItem } from '@pp/contracts';
import { TAXONOMY, type DiagramRole, type ModuleId, type QuestionRevisionContent } from '@pp/question-content';

/** Exam papers of Pearson Edexcel 9FM0 in which each module is sat. */
const MODULE_PAPERS: Record<ModuleId, Array<{ code: string; label: string }>> = {
  'core-pure': [
    { code: '9FM0/01', label: 'Paper 1: Core Pure Mathematics 1' },
    { code: '9FM0/02', label: 'Paper 2: Core Pure Mathematics 2' },
  ],
  'further-statistics-1': [
    { code: '9FM0/3B', label: 'Paper 3 option B: Further Statistics 1' },
    { code: '9FM0/4B', label: 'Paper 4 option B: Further Statistics 1' },
  ],
  'further-mechanics-1': [
    { code: '9FM0/3C', label: 'Paper 3 option C: Further Mechanics 1' },
    { code: '9FM0/4D', label: 'Paper 4 option D: Further Mechanics 1' },
  ],
};

const labels = new Map<string, string>([
  [TAXONOMY.course.id, TAXONOMY.course.label],
  ...[...TAXONOMY.modules, ...TAXONOMY.topics, ...TAXONOMY.subtopics].map((node) => [node.id, node.label] as [string, string]),
]);

/** Display label of a taxonomy id (the id itself if unknown, which the content tests rule out). */
export const labelOf = (id: string): string => labels.get(id) ?? id;

export function moduleProfilesOf(moduleId: string): ModuleProfile[] {
  const papers = MODULE_PAPERS[moduleId as ModuleId];
  return papers ? [{ moduleId, label: labelOf(moduleId), courseId: TAXONOMY.course.id, papers: papers.map((p) => ({ ...p })) }] : [];
}

export const DIAGRAM_MEDIA_TYPE = 'image/svg+xml';

/** A diagram's bytes in the BlobStore, addressed by content so changed bytes never overwrite pinned ones. */
export const diagramBlobKey = (sha256: string): string => `question-bank/diagrams/${sha256}.svg`;

export function sourceOf(rev: Pick<QuestionRevisionContent, 'source' | 'board'>): QuestionSearchItem['source'] {
  return { ...rev.source, board: rev.board, course: TAXONOMY.course.id };
}

/** The search item of a revision: everything a list shows, stored precomputed beside the revision. */
export function searchItemOf(pin: QuestionPin, rev: QuestionRevisionContent): QuestionSearchItem {
  return {
    pin,
    source: sourceOf(rev),
    summary: {
      title: rev.title,
      marks: rev.marks,
      partsCount: rev.parts.length,
      topics: [
        { id: rev.moduleId, label: labelOf(rev.moduleId), kind: 'module' },
        { id: rev.topicId, label: labelOf(rev.topicId), kind: 'topic' },
        { id: rev.subtopicId, label: labelOf(rev.subtopicId), kind: 'subtopic' },
      ],
      difficulty: rev.difficulty,
      frequency: rev.frequency,
      level: rev.level,
      subject: rev.subject,
      board: rev.board,
      year: rev.year,
      tags: [...rev.tags],
      diagramCount: rev.diagrams.length,
    },
    moduleProfiles: moduleProfilesOf(rev.moduleId),
  };
}

/** Text the full-text index covers: title, tags, taxonomy labels and ids, board, level, subject. */
export function searchDocumentOf(rev: QuestionRevisionContent): string {
  return [
    rev.title,
    rev.tags.join(' '),
    labelOf(rev.moduleId),
    labelOf(rev.topicId),
    labelOf(rev.subtopicId),
    rev.moduleId,
    rev.topicId,
    rev.subtopicId.replace('.', ' '),
    rev.board,
    rev.level,
    rev.subject,
  ].join(' \n ');
}

/** Revision content as stored: the scheme lives in its own column and diagram bytes in the BlobStore. */
export type StoredContent = Omit<QuestionRevisionContent, 'scheme' | 'diagrams'> & {
  /** `role` is absent from revisions stored before diagrams had roles: those were all shown with the question. */
  diagrams: Array<{ id: string; title: string; description: string; role?: DiagramRole }>;
};

export function storedContentOf(rev: QuestionRevisionContent): StoredContent {
  const { scheme: _scheme, diagrams, ...rest } = rev;
  return { ...rest, diagrams: diagrams.map(({ id, title, description, role }) => ({ id, title, description, role })) };
}

export interface StoredDiagram {
  assetId: string;
  title: string;
  description: string;
  mediaType: string;
  byteSize: number;
  sha256: string;
  blobKey: string;
  /** Drawn size in points; null for a diagram stored before sizes were recorded. */
  width: number | null;
  height: number | null;
}

export interface StoredRevision {
  questionId: string;
  revision: number;
  latestRevision: number;
  contentVersion: string;
  schemeVersion: string;
  content: StoredContent;
  scheme: QuestionRevisionContent['scheme'];
  diagrams: StoredDiagram[];
}

export const assetHref = (questionId: string, revision: number, assetId: string) =>
  `/v1/questions/${questionId}/revisions/${revision}/assets/${assetId}`;

/** The readQuestion body of a stored revision, diagrams in the content's order. */
export function questionRevisionOf(stored: StoredRevision): PinnedRevision {
  const { content, scheme, questionId, revision } = stored;
  const byAsset = new Map(stored.diagrams.map((d) => [d.assetId, d]));
  return {
    id: questionId,
    revision,
    latestRevision: stored.latestRevision,
    pin: { questionId, revision, contentVersion: stored.contentVersion, schemeVersion: stored.schemeVersion },
    title: content.title,
    level: content.level,
    subject: content.subject,
    board: content.board,
    year: content.year,
    difficulty: content.difficulty,
    frequency: content.frequency,
    tags: content.tags,
    marks: content.marks,
    module: { id: content.moduleId, label: labelOf(content.moduleId) },
    topic: { id: content.topicId, label: labelOf(content.topicId) },
    subtopic: { id: content.subtopicId, label: labelOf(content.subtopicId) },
    ...(content.introTex !== undefined && { introTex: content.introTex }),
    parts: content.parts,
    markScheme: { totalMarks: scheme.allocations.length, allocations: scheme.allocations, notes: scheme.notes },
    sources: [sourceOf(content)],
    diagrams: content.diagrams.flatMap((d) => {
      const row = byAsset.get(d.id);
      return row
        ? [
            {
              assetId: d.id,
              title: d.title,
              description: d.description,
              role: d.role ?? 'question',
              mediaType: row.mediaType,
              byteSize: row.byteSize,
              sha256: row.sha256,
              href: assetHref(questionId, revision, d.id),
              blobKey: row.blobKey,
              ...(row.width !== null && row.height !== null && { width: row.width, height: row.height }),
            },
          ]
        : [];
    }),
    moduleProfiles: moduleProfilesOf(content.moduleId),
  };
}
