import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  type AssetLocation,
  type AuthContext,
  type CreateSessionBody,
  type CreateSessionFromPaperBody,
  type ListSessionsQuery,
  type MarkingAsset,
  type MarkingSession,
  type MarkingSessionResponse,
  type RegisterAssetInput,
  type SessionAssetParams,
  type SessionIdParams,
  ServiceError,
} from '@pp/contracts';
import { assetLocationOf, BlobStore, keepUpload, requestHash, runIdempotent } from '@pp/platform';
import { readEmbeddedRubric } from '@pp/paper-pdf/identity';
import { assertRoomForUpload, inspectUpload } from '@pp/upload-inspection';
import { MarkingQueue } from '../jobs/marking-queue.js';
import { PaperAndExportClient } from '../peers/paper-and-export.client.js';
import { assertOpenForChanges, SessionsRepository } from './sessions.repository.js';

const notFound = () => new ServiceError('not_found', 'No such marking session.');

/** Marking sessions and their uploads: every rule of creating, reading and filling them. */
@Injectable()
export class SessionsService {
  constructor(
    private readonly repository: SessionsRepository,
    private readonly blobs: BlobStore,
    private readonly peers: PaperAndExportClient,
    private readonly queue: MarkingQueue,
  ) {}

  /** A draft session, once per Idempotency-Key (a retry answers with the same session). */
  createSession(auth: AuthContext, body: CreateSessionBody, idempotencyKey: string): Promise<MarkingSessionResponse> {
    const call = { ownerId: auth.ownerId, key: idempotencyKey, operation: 'createMarkingSession', requestHash: requestHash(body) };
    return runIdempotent(this.repository.dataSource, 'marking', call, async (manager) => {
      const id = randomUUID();
      await this.repository.insertSession(manager, auth.ownerId, id, body.title, new Date().toISOString());
      return { session: (await this.repository.session(auth.ownerId, id, manager))! };
    });
  }

  /**
   * A session for a saved paper revision whose PDFs are prepared: its mark scheme attached as a
   * scheme asset (a copy the session owns), the exact rubric of its pinned questions kept, read from
   * the scheme's embedded rubric, and a copy of the clean question paper to compare scans with. The completed student scan is still to be uploaded.
   */
  async createSessionFromPaper(
    auth: AuthContext,
    body: CreateSessionFromPaperBody,
    idempotencyKey: string,
  ): Promise<MarkingSessionResponse> {
    const title = await this.peers.paperTitle(auth, body.paperId, body.revision);
    const scheme = await this.peers.exportOf(auth, body.paperId, body.revision, 'mark-scheme');
    const questionPaper = await this.peers.exportOf(auth, body.paperId, body.revision, 'question-paper');
    const bytes = await this.blobs.bytes(scheme.blobKey);
    const rubric = await readEmbeddedRubric(bytes);
    const inspection = await inspectUpload(bytes, 'application/pdf');
    if (!rubric || !inspection.ok) throw new Error(`the mark scheme of paper ${body.paperId} r${body.revision} carries no readable rubric`);
    const call = { ownerId: auth.ownerId, key: idempotencyKey, operation: 'createMarkingSessionFromPaper', requestHash: requestHash(body) };
    return runIdempotent(this.repository.dataSource, 'marking', call, async (manager) => {
      const id = randomUUID();
      const at = new Date().toISOString();
      const blobKey = `marking/uploads/${auth.ownerId}/${id}/${randomUUID()}`;
      const questionPaperBlobKey = `marking/papers/${auth.ownerId}/${id}/question-paper.pdf`;
      const stored = await this.blobs.put(blobKey, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
        contentType: 'application/pdf',
      });
      try {
        await this.blobs.put(questionPaperBlobKey, await this.blobs.get(questionPaper.blobKey), { contentType: 'application/pdf' });
        await this.repository.insertSession(manager, auth.ownerId, id, `${title} (revision ${body.revision})`, at, {
          kind: 'paper',
          rubric,
          questionPaperBlobKey,
        });
        await this.repository.insertAsset(manager, auth.ownerId, id, {
          id: randomUUID(),
          kind: 'scheme',
          name: scheme.fileName,
          mediaType: 'application/pdf',
          byteSize: stored.size,
          sha256: stored.sha256,
          pageCount: inspection.pageCount,
          blobKey,
          uploadedAt: at,
        });
      } catch (error) {
        await Promise.all([this.blobs.delete(blobKey), this.blobs.delete(questionPaperBlobKey)]);
        throw error;
      }
      return { session: (await this.repository.session(auth.ownerId, id, manager))! };
    });
  }

  async readSession(auth: AuthContext, { id }: SessionIdParams): Promise<MarkingSessionResponse> {
    return { session: await this.ownSession(auth, id) };
  }

  async listSessions(
    auth: AuthContext,
    { limit, cursor }: ListSessionsQuery,
  ): Promise<{ sessions: MarkingSession[]; nextCursor: string | null }> {
    const rows = await this.repository.sessions(auth.ownerId, limit + 1, cursor);
    if (rows === null) throw ServiceError.validation([{ path: 'query.cursor', message: 'is not a nextCursor of this list' }]);
    const sessions = rows.slice(0, limit);
    return { sessions, nextCursor: rows.length > limit ? sessions[sessions.length - 1].id : null };
  }

  async listAssets(auth: AuthContext, { id }: SessionIdParams): Promise<{ assets: MarkingAsset[] }> {
    return { assets: (await this.ownSession(auth, id)).assets };
  }

  async locateAsset(auth: AuthContext, { id, assetId }: SessionAssetParams): Promise<AssetLocation> {
    const row = await this.repository.asset(auth.ownerId, id, assetId);
    if (!row) throw new ServiceError('not_found', 'No such asset in this session.');
    return assetLocationOf(row);
  }

  /**
   * Keeps an upload the gateway has streamed into the BlobStore, or refuses it and deletes the blob
   * (`keepUpload`): the session must be the caller's, open, and stay within its file and size limits
   * (checked with the session row locked, so two concurrent uploads cannot both take the last place).
   */
  async registerAsset(auth: AuthContext, input: RegisterAssetInput): Promise<{ asset: MarkingAsset }> {
    const asset = await keepUpload(this.blobs, input, (upload) =>
      this.repository.dataSource.transaction(async (manager) => {
        const totals = await this.repository.lockSession(manager, auth.ownerId, input.id);
        if (!totals) throw notFound();
        assertOpenForChanges(totals);
        assertRoomForUpload(totals, input.byteSize);
        // Work pages of our printed paper name their questions in QR codes: read them in the background.
        const indexed = input.kind === 'work' && totals.sourceKind === 'paper';
        const asset = await this.repository.insertAsset(manager, auth.ownerId, input.id, {
          ...upload,
          ...(indexed && { indexing: 'pending' as const }),
        });
        if (indexed) await this.queue.sendIndexing(manager, { ownerId: auth.ownerId, sessionId: input.id, assetId: upload.id });
        return asset;
      }),
    );
    return { asset };
  }

  private async ownSession(auth: AuthContext, id: string): Promise<MarkingSession> {
    const session = await this.repository.session(auth.ownerId, id);
    if (!session) throw notFound();
    return session;
  }
}
