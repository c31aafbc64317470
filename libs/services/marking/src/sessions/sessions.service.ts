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
  missingPinsMessage,
  type RegisterAssetInput,
  type SessionAssetParams,
  type SessionIdParams,
  ServiceError,
} from '@pp/contracts';
import { assetLocationOf, BlobStore, keepUpload, requestHash, runIdempotent } from '@pp/platform';
import { rubricOf } from '@pp/paper-pdf/identity';
import { assertRoomForUpload } from '@pp/upload-inspection';
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
   * A session for a saved paper revision, made at once (decision 0031): it keeps the exact rubric of
   * the revision's pinned questions, built from the question bank as the mark scheme's embedded
   * `rubric.json` is, and an attaching job starts the revision's export if nobody has and attaches
   * the mark scheme (a scheme asset the session owns) and the clean question paper once ready. The
   * completed student scan is still to be uploaded. A pinned question the bank no longer has is
   * 409 not_exportable, as the revision's export would be.
   */
  async createSessionFromPaper(
    auth: AuthContext,
    body: CreateSessionFromPaperBody,
    idempotencyKey: string,
  ): Promise<MarkingSessionResponse> {
    const paper = await this.peers.paperRevision(auth, body.paperId, body.revision);
    const { revisions, missing } = await this.peers.pinnedRevisions(auth, paper);
    if (missing.length > 0) throw new ServiceError('not_exportable', missingPinsMessage(missing));
    const rubric = rubricOf({ ...paper, paperId: paper.id, questions: revisions });
    const call = { ownerId: auth.ownerId, key: idempotencyKey, operation: 'createMarkingSessionFromPaper', requestHash: requestHash(body) };
    return runIdempotent(this.repository.dataSource, 'marking', call, async (manager) => {
      const id = randomUUID();
      await this.repository.insertSession(
        manager,
        auth.ownerId,
        id,
        `${paper.title} (revision ${body.revision})`,
        new Date().toISOString(),
        {
          kind: 'paper',
          rubric,
        },
      );
      await this.queue.sendAttaching(manager, { ownerId: auth.ownerId, sessionId: id, paperId: body.paperId, revision: body.revision });
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
