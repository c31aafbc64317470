import { createHash } from 'node:crypto';
import { contentVersion, schemeVersion, type SeedQuestion, TAXONOMY } from '@pp/question-content';
import { DIAGRAM_MEDIA_TYPE, diagramBlobKey, searchDocumentOf, searchItemOf, type StoredContent, storedContentOf } from '../catalogue/catalogue.js';

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

/** Every row the bank stores, with pins computed by the content's own hashing. */
export function seedRecordsOf(bank: SeedQuestion[]): SeedRecords {
  const hash = createHash('sha256').update(SEED_LAYOUT_VERSION).update(JSON.stringify(TAXONOMY));
  const records: SeedRecords = { questions: [], revisions: [], diagrams: [], blobs: new Map(), bankHash: '' };
  for (const question of bank) {
    records.questions.push({ id: question.id, status: question.status, latest_revision: question.revisions.length });
    hash.update(`\n${question.id}:${question.status}`);
    question.revisions.forEach((rev, index) => {
      const revision = index + 1;
      const pin = { questionId: question.id, revision, contentVersion: contentVersion(rev), schemeVersion: schemeVersion(rev) };
      hash.update(`:${revision}:${pin.contentVersion}:${pin.schemeVersion}`);
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
        });
      });
    });
  }
  records.bankHash = hash.digest('hex');
  return records;
}

export function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
