import type { PinnedRevision } from '@pp/contracts';
import { contentVersion, generateSeedBank, schemeVersion } from '@pp/question-content';
import type { DiagramSvgs, PaperDocumentInput } from '../paper-document.js';
import { recordedDrawnSize } from '../question-paper/diagram-svg.js';

/**
 * Test fixtures: the published seed bank's latest revisions in the shape the question bank serves
 * them (PinnedRevision, each diagram with the drawn size the bank records), with each diagram's SVG
 * under its blob key. Built once per test file.
 */
interface BankFixture {
  revisions: PinnedRevision[];
  /**
   * One published question of each family: the templates of one topic file (`cp1.vectors.*`) and
   * the hand-written questions of one topic, the one with the most diagrams first: what painting
   * needs, since a family's questions are drawn by the same code.
   */
  families: PinnedRevision[];
  diagrams: DiagramSvgs;
}

let bank: BankFixture | undefined;

function buildBank(): BankFixture {
  const diagrams = new Map<string, string>();
  const published = generateSeedBank().filter((question) => question.status === 'published');
  const familyOf = ({ revisions: [first] }: (typeof published)[number]) =>
    first.source.generator?.split('.').slice(0, 2).join('.') ?? `hand-written ${first.topicId}`;
  const familyPick = new Map<string, (typeof published)[number]>();
  for (const question of published) {
    const picked = familyPick.get(familyOf(question));
    if (!picked || question.revisions.at(-1)!.diagrams.length > picked.revisions.at(-1)!.diagrams.length)
      familyPick.set(familyOf(question), question);
  }
  const ofFamily = new Set([...familyPick.values()].map((question) => question.id));
  const revisions = published.map((question): PinnedRevision => {
    const revision = question.revisions.length;
    const content = question.revisions[revision - 1];
    const pin = { questionId: question.id, revision, contentVersion: contentVersion(content), schemeVersion: schemeVersion(content) };
    return {
      id: question.id,
      revision,
      latestRevision: revision,
      pin,
      title: content.title,
      level: content.level,
      subject: content.subject,
      board: content.board,
      year: content.year,
      difficulty: content.difficulty,
      frequency: content.frequency,
      tags: content.tags,
      marks: content.marks,
      module: { id: content.moduleId, label: content.moduleId },
      topic: { id: content.topicId, label: content.topicId },
      subtopic: { id: content.subtopicId, label: content.subtopicId },
      ...(content.introTex !== undefined && { introTex: content.introTex }),
      parts: content.parts,
      markScheme: { totalMarks: content.scheme.allocations.length, allocations: content.scheme.allocations, notes: content.scheme.notes },
      sources: [],
      moduleProfiles: [],
      diagrams: content.diagrams.map((diagram) => {
        const blobKey = `test/${question.id}/${revision}/${diagram.id}.svg`;
        diagrams.set(blobKey, diagram.svg);
        const byteSize = Buffer.byteLength(diagram.svg);
        return {
          assetId: diagram.id,
          title: diagram.title,
          description: diagram.description,
          role: diagram.role,
          mediaType: 'image/svg+xml',
          byteSize,
          sha256: '0'.repeat(64),
          href: '',
          blobKey,
          ...recordedDrawnSize(diagram.svg),
        };
      }),
    };
  });
  return { revisions, families: revisions.filter((revision) => ofFamily.has(revision.id)), diagrams };
}

/** Every published question of the seed bank, latest revision, in bank order. */
export const bankRevisions = (): PinnedRevision[] => (bank ??= buildBank()).revisions;

/** One published question of each family (a topic's templates, a topic's hand-written questions), in bank order. */
export const bankFamilies = (): PinnedRevision[] => (bank ??= buildBank()).families;

/** The SVG of every diagram of the bank, by blob key. */
export const bankDiagrams = (): DiagramSvgs => (bank ??= buildBank()).diagrams;

/** A paper of the given questions; a fixed id and revision unless overridden. */
export function paperInput(questions: PinnedRevision[], overrides: Partial<PaperDocumentInput> = {}): PaperDocumentInput {
  return {
    paperId: '5b0c6f7e-1d2a-4c3b-9e8f-7a6b5c4d3e2f',
    revision: 1,
    title: 'Practice paper',
    writingSpace: 'smart',
    gradeGuide: false,
    questions,
    ...overrides,
  };
}

/** Deterministic pseudo-random integers, so sampled papers are the same on every run. */
export function seededIntegers(seed: number): (below: number) => number {
  let state = seed >>> 0;
  return (below) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % below;
  };
}
