import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { assetViewOf, type MarkingAsset, type MarkingSession, ServiceError, UPLOAD_BLOB_FOLDERS } from '@pp/contracts';
import type { EmbeddedRubric } from '@pp/paper-pdf/identity';
import { type AssetRow as StoredAssetRow, AssetTable, type BlobFolder, type NewAsset, pgSchemaOf } from '@pp/platform';
import { waitsForStart } from '../questions/question-lifecycle.js';
import { questionOf, type QuestionRow } from '../questions/questions.repository.js';

interface SessionRow {
  id: string;
  title: string;
  source_kind: 'draft' | 'paper' | 'import';
  paper_id: string | null;
  paper_revision: number | null;
  rubric: EmbeddedRubric | null;
  paper_exports: PaperExportsState | null;
  created_at: Date;
  updated_at: Date;
}

export interface AssetRow extends StoredAssetRow {
  session_id: string;
  indexing: 'none' | 'pending' | 'done';
  unreadable_pages: number[];
}

/** Where a paper session's PDFs are: being prepared, attached (a scheme asset and the clean question paper), or not to be had. */
export type PaperExportsState = 'preparing' | 'attached' | 'failed';

/** A draft, a saved paper revision with its rubric (its PDFs attached later), or a completed import (the session takes its id). */
export type NewSessionSource = { kind: 'draft' } | { kind: 'paper'; rubric: EmbeddedRubric } | { kind: 'import' };

/** A completed import's session is immutable: only review edits change it (a new import replaces it). */
export function assertOpenForChanges(locked: { sourceKind: NewSessionSource['kind'] }): void {
  if (locked.sourceKind === 'import')
    throw new ServiceError(
      'session_immutable',
      'This session is a completed import: it takes no uploads or questions. Create a new import to replace it.',
    );
}

export interface NewSessionAsset extends NewAsset {
  /** `pending`: a work upload to a session made from a paper, whose pages' QR codes are still to be read. */
  indexing?: 'pending';
}

export const assetOf = (row: AssetRow): MarkingAsset => assetViewOf(row, `/marking/sessions/${row.session_id}/assets/${row.id}`);

function sourceOf(row: SessionRow): MarkingSession['source'] {
  if (row.source_kind === 'paper')
    return { kind: 'paper', paperId: row.paper_id!, revision: row.paper_revision!, exports: row.paper_exports! };
  return row.source_kind === 'import' ? { kind: 'import', importId: row.id } : { kind: 'draft' };
}

const sessionOf = (row: SessionRow, assets: AssetRow[], questions: QuestionRow[]): MarkingSession => ({
  id: row.id,
  title: row.title,
  source: sourceOf(row),
  assets: assets.map(assetOf),
  totals: { files: assets.length, bytes: assets.reduce((sum, a) => sum + a.byte_size, 0) },
  questions: questions.map(questionOf),
  waitingForStart: questions.filter(waitsForStart).map((q) => q.id),
  indexing: {
    done: !assets.some((a) => a.indexing === 'pending'),
    unreadablePageIds: assets.flatMap((a) => a.unreadable_pages.map((page) => `${a.id}:p${page}`)),
  },
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

const ASSETS_OF = 'SELECT * FROM marking.assets WHERE owner_id = $1 AND session_id = ANY($2::uuid[]) ORDER BY uploaded_at, id';
const QUESTIONS_OF = 'SELECT * FROM marking.questions WHERE owner_id = $1 AND session_id = ANY($2::uuid[]) ORDER BY created_at, id';

/** Every SQL statement of sessions and their assets; each one filters on the owner. */
@Injectable()
export class SessionsRepository {
  private readonly assets = new AssetTable<AssetRow>({ schema: 'marking', parent: 'sessions', parentColumn: 'session_id' });

  constructor(@InjectDataSource(pgSchemaOf('marking')) readonly dataSource: DataSource) {}

  /** Where the sessions' uploads are stored, and which of them an asset names. */
  uploadFolder(): BlobFolder {
    return this.assets.blobFolder(this.dataSource, UPLOAD_BLOB_FOLDERS.markingUploads);
  }

  async insertSession(
    manager: EntityManager,
    ownerId: string,
    id: string,
    title: string,
    at: string,
    source: NewSessionSource = { kind: 'draft' },
  ): Promise<void> {
    const paper = source.kind === 'paper' ? source : null;
    await manager.query(
      `INSERT INTO marking.sessions (id, owner_id, title, source_kind, paper_id, paper_revision, rubric, paper_exports, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
      [
        id,
        ownerId,
        title,
        source.kind,
        paper?.rubric.paperId ?? null,
        paper?.rubric.revision ?? null,
        paper && JSON.stringify(paper.rubric),
        paper && 'preparing',
        at,
      ],
    );
  }

  /** Where the clean question paper of a session made from a paper is (null for other sessions). */
  async questionPaperOf(ownerId: string, id: string): Promise<string | null> {
    const [row] = (await this.dataSource.query('SELECT question_paper_blob_key FROM marking.sessions WHERE owner_id = $1 AND id = $2', [
      ownerId,
      id,
    ])) as Array<{ question_paper_blob_key: string | null }>;
    return row?.question_paper_blob_key ?? null;
  }

  /** The rubric a session made from a paper keeps (null for a draft, or another owner's session). */
  async rubricOf(ownerId: string, id: string, manager: EntityManager = this.dataSource.manager): Promise<EmbeddedRubric | null> {
    const [row] = (await manager.query('SELECT rubric FROM marking.sessions WHERE owner_id = $1 AND id = $2', [ownerId, id])) as Array<{
      rubric: EmbeddedRubric | null;
    }>;
    return row?.rubric ?? null;
  }

  async session(ownerId: string, id: string, manager: EntityManager = this.dataSource.manager): Promise<MarkingSession | null> {
    const [row] = (await manager.query('SELECT * FROM marking.sessions WHERE owner_id = $1 AND id = $2', [ownerId, id])) as SessionRow[];
    if (!row) return null;
    return sessionOf(
      row,
      (await manager.query(ASSETS_OF, [ownerId, [id]])) as AssetRow[],
      (await manager.query(QUESTIONS_OF, [ownerId, [id]])) as QuestionRow[],
    );
  }

  /** Up to `limit` sessions newest first, after the cursor session (null: no such session of the owner). */
  async sessions(ownerId: string, limit: number, cursor: string | undefined): Promise<MarkingSession[] | null> {
    const rows = (await this.dataSource.query(
      `WITH after AS (SELECT created_at, id FROM marking.sessions WHERE owner_id = $1 AND id = $2)
       SELECT s.* FROM marking.sessions s
       WHERE s.owner_id = $1 AND ($2::uuid IS NULL OR (s.created_at, s.id) < (SELECT created_at, id FROM after))
       ORDER BY s.created_at DESC, s.id DESC LIMIT $3`,
      [ownerId, cursor ?? null, limit],
    )) as SessionRow[];
    if (cursor !== undefined && rows.length === 0 && !(await this.session(ownerId, cursor))) return null;
    const ids = rows.map((r) => r.id);
    const assets = (await this.dataSource.query(ASSETS_OF, [ownerId, ids])) as AssetRow[];
    const questions = (await this.dataSource.query(QUESTIONS_OF, [ownerId, ids])) as QuestionRow[];
    return rows.map((row) =>
      sessionOf(
        row,
        assets.filter((a) => a.session_id === row.id),
        questions.filter((q) => q.session_id === row.id),
      ),
    );
  }

  /** Locks the session for a change and returns its file count, bytes and source, or null when it is not the owner's. */
  async lockSession(
    manager: EntityManager,
    ownerId: string,
    id: string,
  ): Promise<{ files: number; bytes: number; sourceKind: SessionRow['source_kind'] } | null> {
    const locked = await this.assets.lockForUpload<Pick<SessionRow, 'source_kind'>>(manager, ownerId, id, ['source_kind']);
    return locked && { files: locked.files, bytes: locked.bytes, sourceKind: locked.parent.source_kind };
  }

  async insertAsset(
    manager: EntityManager,
    ownerId: string,
    sessionId: string,
    { indexing, ...asset }: NewSessionAsset,
  ): Promise<MarkingAsset> {
    return assetOf(await this.assets.insert(manager, ownerId, sessionId, asset, { indexing: indexing ?? 'none' }));
  }

  /** Every asset of a session with where its bytes are (for the marking worker). */
  async assetRows(ownerId: string, sessionId: string): Promise<AssetRow[]> {
    return (await this.dataSource.query(ASSETS_OF, [ownerId, [sessionId]])) as AssetRow[];
  }

  /** An upload's indexing is over: done, with the pages no QR code of the session's paper could be read from. */
  async finishIndexing(manager: EntityManager, assetId: string, unreadablePages: number[], at: Date): Promise<boolean> {
    const [, affected] = (await manager.query(
      `UPDATE marking.assets SET indexing = 'done', unreadable_pages = $2 WHERE id = $1 AND indexing = 'pending'`,
      [assetId, unreadablePages],
    )) as [unknown, number];
    if (affected > 0)
      await manager.query(
        'UPDATE marking.sessions SET updated_at = greatest(updated_at, $2) WHERE id = (SELECT session_id FROM marking.assets WHERE id = $1)',
        [assetId, at],
      );
    return affected > 0;
  }

  /**
   * A paper session's PDFs are ready: its mark scheme becomes a scheme asset and the clean question
   * paper is kept, once. False when they were attached already (a retried job) or the session is gone.
   */
  async attachPaperExports(
    manager: EntityManager,
    ownerId: string,
    sessionId: string,
    { scheme, questionPaperBlobKey }: { scheme: NewSessionAsset; questionPaperBlobKey: string },
  ): Promise<boolean> {
    const [, affected] = (await manager.query(
      `UPDATE marking.sessions SET paper_exports = 'attached', question_paper_blob_key = $3, updated_at = greatest(updated_at, now())
       WHERE owner_id = $1 AND id = $2 AND paper_exports <> 'attached'`,
      [ownerId, sessionId, questionPaperBlobKey],
    )) as [unknown, number];
    if (affected > 0) await this.insertAsset(manager, ownerId, sessionId, scheme);
    return affected > 0;
  }

  /** Where a paper session's PDFs are (null for other sessions). */
  async paperExportsOf(ownerId: string, id: string): Promise<PaperExportsState | null> {
    const [row] = (await this.dataSource.query('SELECT paper_exports FROM marking.sessions WHERE owner_id = $1 AND id = $2', [
      ownerId,
      id,
    ])) as Array<Pick<SessionRow, 'paper_exports'>>;
    return row?.paper_exports ?? null;
  }

  /** A paper session whose PDFs cannot be had: it says so, and marks from its rubric alone. */
  async failPaperExports(ownerId: string, sessionId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE marking.sessions SET paper_exports = 'failed', updated_at = greatest(updated_at, now())
       WHERE owner_id = $1 AND id = $2 AND paper_exports = 'preparing'`,
      [ownerId, sessionId],
    );
  }

  async asset(ownerId: string, sessionId: string, assetId: string): Promise<AssetRow | null> {
    return this.assets.find(this.dataSource.manager, ownerId, sessionId, assetId);
  }
}
