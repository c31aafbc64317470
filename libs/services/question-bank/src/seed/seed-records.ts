import { createHash } from 'node:crypto';
import { contentVersion, schemeVersion, type SeedQuestion, TAXONOMY } from '@pp/question-content';
import {
  DIAGRAM_MEDIA_TYPE,
  diagramBlobKey,
  searchDocumentOf,
  searchItemOf,
  type StoredContent,
  storedContentOf,
} from '../catalogue/catalogue.js';

/** Bump when the stored layout (item, search document, content split) changes, so the next start re-seeds. */
export const SEED_LAYOUT_VERSION = 'question-bank-seed/2';

export interface QuestionRow {
  id: string;
  status: string;
  latest_revision: number;
}

export interface RevisionRow {
  question_id: string;
  revision: number;
  content: StoredContent;
  scheme: unknown;
  content_version: string;
  scheme_version: string;
  item: unknown;
  title: string;
  module_id: string;
  topic_id: string;
  subtopic_id: string;
  level: string;
  subject: string;
  board: string;
  year: number;
  difficulty: number;
  frequency: string;
  tags: string[];
  marks: number;
  parts_count: number;
  search_document: string;
}

export interface DiagramRow {
  question_id: string;
  revision: number;
  asset_id: string;
  position: number;
  title: string;
  description: string;
  media_type: string;
  byte_size: number;
  sha256: string;
  blob_key: string;
  /** Drawn size in points (`DiagramSizeOf`). */
  width: number;
  height: number;
}

/**
 * A diagram's drawn size in points, read from its SVG as the question paper reads it
 * (`recordedDrawnSize` of @pp/paper-pdf/diagram-size).
 */
export type DiagramSizeOf = (svg: string) => { width: number; height: number };

/** The pins of a stored revision: enough to tell whether generated content is already stored. */
export interface StoredPin {
  revision: number;
  contentVersion: string;
  schemeVersion: string;
}

/** Stored pins by question id, each list in revision order. */
export type StoredPins = ReadonlyMap<string, readonly StoredPin[]>;

const samePins = (a: Omit<StoredPin, 'revision'>, b: Omit<StoredPin, 'revision'>) =>
  a.contentVersion === b.contentVersion && a.schemeVersion === b.schemeVersion;

/**
 * The revision number each generated revision is stored under. Stored revisions are history: papers
 * pin them, so they are never rewritten. Generated revisions that match the stored ones in order
 * keep their numbers; from the first difference on, generated revisions are appended after the last
 * stored one; and when the bank now has fewer revisions than are stored, its last is appended so
 * the current revision is always what the bank holds now.
 */
export function revisionNumbers(generated: ReadonlyArray<Omit<StoredPin, 'revision'>>, stored: readonly StoredPin[]): number[] {
  let kept = 0;
  while (kept < generated.length && kept < stored.length && samePins(generated[kept], stored[kept])) kept++;
  const numbers = generated.slice(0, kept).map((_, i) => stored[i].revision);
  if (kept === generated.length && kept === stored.length) return numbers;
  let next = (stored.at(-1)?.revision ?? 0) + 1;
  if (kept === generated.length) return [...numbers.slice(0, -1), next];
  for (let i = kept; i < generated.length; i++) numbers.push(next++);
  return numbers;
}

export interface SeedRecords {
  questions: QuestionRow[];
  revisions: RevisionRow[];
  diagrams: DiagramRow[];
  /** Diagram bytes by blob key (content-addressed, so equal diagrams are stored once). */
  blobs: Map<string, Buffer>;
  /** Changes whenever anything stored would change. */
  bankHash: string;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** Changes whenever the generated bank or its stored layout changes; stored history does not enter it. */
export function bankHashOf(bank: SeedQuestion[]): string {
  const hash = createHash('sha256').update(SEED_LAYOUT_VERSION).update(JSON.stringify(TAXONOMY));
  for (const question of bank) {
    hash.update(`\n${question.id}:${question.status}`);
    for (const rev of question.revisions) hash.update(`:${contentVersion(rev)}:${schemeVersion(rev)}`);
  }
  return hash.digest('hex');
}

/**
 * Every row the bank stores, with pins computed by the content's own hashing, revision numbers that
 * append to what is stored (`revisionNumbers`) and each diagram's drawn size by `sizeOf`. Rows of
 * revisions already stored carry the same pins and content; the write refreshes only what is derived
 * from them (search item and document).
 */
export function seedRecordsOf(bank: SeedQuestion[], sizeOf: DiagramSizeOf, stored: StoredPins = new Map()): SeedRecords {
  const records: SeedRecords = { questions: [], revisions: [], diagrams: [], blobs: new Map(), bankHash: bankHashOf(bank) };
  for (const question of bank) {
    const pins = question.revisions.map((rev) => ({ contentVersion: contentVersion(rev), schemeVersion: schemeVersion(rev) }));
    const storedPins = stored.get(question.id) ?? [];
    const numbers = revisionNumbers(pins, storedPins);
    records.questions.push({ id: question.id, status: question.status, latest_revision: numbers.at(-1)! });
    question.revisions.forEach((rev, index) => {
      const revision = numbers[index];
      const pin = { questionId: question.id, revision, ...pins[index] };
      records.revisions.push({
        question_id: question.id,
        revision,
        content: storedContentOf(rev),
        scheme: rev.scheme,
        content_version: pin.contentVersion,
        scheme_version: pin.schemeVersion,
        item: searchItemOf(pin, rev),
        title: rev.title,
        module_id: rev.moduleId,
        topic_id: rev.topicId,
        subtopic_id: rev.subtopicId,
        level: rev.level,
        subject: rev.subject,
        board: rev.board,
        year: rev.year,
        difficulty: rev.difficulty,
        frequency: rev.frequency,
        tags: [...rev.tags],
        marks: rev.marks,
        parts_count: rev.parts.length,
        search_document: searchDocumentOf(rev),
      });
      rev.diagrams.forEach((diagram, position) => {
        const bytes = Buffer.from(diagram.svg, 'utf8');
        const digest = sha256(bytes);
        const key = diagramBlobKey(digest);
        records.blobs.set(key, bytes);
        records.diagrams.push({
          question_id: question.id,
          revision,
          asset_id: diagram.id,
          position,
          title: diagram.title,
          description: diagram.description,
          media_type: DIAGRAM_MEDIA_TYPE,
          byte_size: bytes.length,
          sha256: digest,
          blob_key: key,
          ...sizeOf(diagram.svg),
        });
      });
    });
  }
  return records;
}

export function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
