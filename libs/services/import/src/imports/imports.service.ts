import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  type AssetLocation,
  type AuthContext,
  type CompletedImport,
  type CreateImportBody,
  IMPORT_EVENTS,
  type ImportCompletedEvent,
  type ImportIdParams,
  judgeImportSubmission,
  type ImportSubmissionInput,
  type MarkingAsset,
  type MarkingImport,
  type MarkingImportResponse,
  type RegisterAssetInput,
  type SessionAssetParams,
  ServiceError,
  UPLOAD_BLOB_FOLDERS,
} from '@pp/contracts';
import {
  assetLocationOf,
  BlobStore,
  enqueueEvent,
  InjectOutboxRelay,
  keepUpload,
  type OutboxRelay,
  requestHash,
  runIdempotent,
} from '@pp/platform';
import { assertRoomForUpload } from '@pp/upload-inspection';
import { IMPORT_CONFIG, type ImportConfig } from '../import.config.js';
import { MarkingClient } from '../peers/marking.client.js';
import { savedQuestionsOf } from './import-rules.js';
import { ImportsRepository } from './imports.repository.js';

const notFound = () => new ServiceError('not_found', 'No such marking import.');
const completed = () => new ServiceError('import_completed');

/** Imports of externally marked work: create, upload, validate, and complete into the marking area. */
@Injectable()
export class ImportsService {
  /** The test hook fires once per process. */
  private faultInjected = false;

  constructor(
    private readonly repository: ImportsRepository,
    private readonly blobs: BlobStore,
    private readonly peers: MarkingClient,
    @InjectOutboxRelay('import') private readonly relay: OutboxRelay,
    @Inject(IMPORT_CONFIG) private readonly config: ImportConfig,
  ) {}

  create(auth: AuthContext, body: CreateImportBody, idempotencyKey: string): Promise<MarkingImportResponse> {
    const call = { ownerId: auth.ownerId, key: idempotencyKey, operation: 'createMarkingImport', requestHash: requestHash(body) };
    return runIdempotent(this.repository.dataSource, 'import', call, async (manager) => {
      const id = randomUUID();
      await this.repository.insert(manager, auth.ownerId, id, body.title, new Date());
      return { import: (await this.repository.find(auth.ownerId, id, manager))! };
    });
  }

  async read(auth: AuthContext, { id }: ImportIdParams): Promise<MarkingImportResponse> {
    return { import: await this.own(auth, id) };
  }

  /** Keeps an upload the gateway streamed into the BlobStore (`keepUpload`: the rules and codes of marking uploads); a refusal deletes it. */
  async registerAsset(auth: AuthContext, input: RegisterAssetInput): Promise<{ asset: MarkingAsset }> {
    const asset = await keepUpload(this.blobs, input, (upload) =>
      this.repository.dataSource.transaction(async (manager) => {
        const locked = await this.repository.lockForUpload(manager, auth.ownerId, input.id);
        if (!locked) throw notFound();
        if (locked.state === 'completed') throw completed();
        // Once a completion is begun its assets are fixed: only the same submission can finish it.
        if (locked.claimed)
          throw new ServiceError(
            'import_completed',
            'A completion of this import was begun: it takes no more uploads, and only the same submission can finish it.',
          );
        assertRoomForUpload(locked, input.byteSize);
        return this.repository.insertAsset(manager, auth.ownerId, input.id, upload);
      }),
    );
    return { asset };
  }

  async listAssets(auth: AuthContext, { id }: ImportIdParams): Promise<{ assets: MarkingAsset[] }> {
    return { assets: (await this.own(auth, id)).assets };
  }

  async locateAsset(auth: AuthContext, { id, assetId }: SessionAssetParams): Promise<AssetLocation> {
    const row = await this.repository.asset(auth.ownerId, id, assetId);
    if (!row) throw new ServiceError('not_found', 'No such asset in this import.');
    return assetLocationOf(row);
  }

  /**
   * Revalidates, then has the marking service save every question at once (a session with this
   * import's id), then records the import completed with its event. The payload is claimed first
   * (committed), so a crash anywhere leaves either nothing saved or a completion that the same payload
   * finishes on retry (the marking save answers with what it saved); another payload is 409.
   */
  async complete(auth: AuthContext, input: ImportSubmissionInput, idempotencyKey: string): Promise<CompletedImport> {
    const draft = await this.own(auth, input.id);
    const submission = await this.submissionAt(auth, input.id, input.submissionBlobKey);
    // The id as stored (lower case), whatever case the path had: the payload's claim, the marking
    // session's id and lock, and its href each have one spelling.
    const { id } = draft;
    const hash = requestHash(submission);
    const call = { ownerId: auth.ownerId, key: idempotencyKey, operation: 'completeMarkingImport', requestHash: requestHash({ id, hash }) };
    const result = await runIdempotent(this.repository.dataSource, 'import', call, async (manager) => {
      // An invalid payload claims nothing; a completed import is answered from what it recorded.
      const checked = draft.state === 'draft' ? judgeImportSubmission(submission, draft.assets) : null;
      const claim = await this.repository.claimCompletion(auth.ownerId, id, hash);
      if (claim.kind === 'not_found') throw notFound();
      if (claim.kind === 'conflict') throw completed();
      if (claim.kind === 'completed') return claim.result;
      const { valid, questions: outcomes } = checked ?? judgeImportSubmission(submission, draft.assets);
      // Claimed, the import takes no more uploads: what it holds now is what completes (assets are
      // never removed, so the judgement against the earlier read stands).
      const claimed = await this.own(auth, id);
      await this.peers.saveImport(auth, {
        importId: id,
        title: claimed.title,
        source: {
          marker: valid.source.kind,
          name: valid.source.name,
          markedAt: valid.source.markedAt,
          ...(valid.source.model && { model: valid.source.model }),
        },
        assets: (await this.repository.assets(auth.ownerId, id)).map((a) => ({
          id: a.id,
          kind: a.kind,
          name: a.name,
          mediaType: a.media_type,
          byteSize: a.byte_size,
          sha256: a.sha256,
          pageCount: a.page_count,
          blobKey: a.blob_key,
          uploadedAt: new Date(a.uploaded_at).toISOString(),
        })),
        questions: savedQuestionsOf(valid),
      });
      if (this.config.IMPORT_COMPLETE_FAULT_AFTER_SAVE && !this.faultInjected) {
        this.faultInjected = true;
        throw new Error('injected fault after the marking save, before the import is completed (IMPORT_COMPLETE_FAULT_AFTER_SAVE)');
      }
      const at = new Date();
      const completion: CompletedImport = {
        import: {
          ...claimed,
          state: 'completed',
          sessionHref: `/marking/sessions/${id}`,
          completedAt: at.toISOString(),
          updatedAt: at.toISOString(),
        },
        questions: outcomes,
      };
      if (!(await this.repository.markCompleted(manager, id, hash, completion, at))) {
        // A concurrent retry of the same payload completed it first: its result is the answer.
        const again = await this.repository.claimCompletion(auth.ownerId, id, hash);
        if (again.kind === 'completed') return again.result;
        throw completed();
      }
      const event: ImportCompletedEvent = {
        importId: id,
        sessionId: id,
        questionLabels: valid.questions.map((q) => q.label),
        source: valid.source,
      };
      await enqueueEvent(manager, 'import', { subject: IMPORT_EVENTS.importCompleted, ownerId: auth.ownerId, data: event });
      return completion;
    });
    this.relay.nudge();
    return result;
  }

  /** The submission as the gateway stored it for this owner's import: the body as sent, parsed. */
  private async submissionAt(auth: AuthContext, id: string, blobKey: string): Promise<unknown> {
    if (!blobKey.startsWith(`${UPLOAD_BLOB_FOLDERS.importSubmissions}/${auth.ownerId}/${id}/`))
      throw new Error('a submission is read only from where the gateway put it for this import');
    return JSON.parse(new TextDecoder().decode(await this.blobs.bytes(blobKey))) as unknown;
  }

  private async own(auth: AuthContext, id: string): Promise<MarkingImport> {
    const found = await this.repository.find(auth.ownerId, id);
    if (!found) throw notFound();
    return found;
  }
}
