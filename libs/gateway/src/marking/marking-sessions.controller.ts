import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Body, Controller, Get, Headers, Post, StreamableFile } from '@nestjs/common';
import {
  type AssetLocation,
  type AuthContext,
  type CreateSessionBody,
  createMarkingSession,
  downloadMarkingAsset,
  type ListSessionsQuery,
  listMarkingAssets,
  listMarkingSessions,
  MARKING_RPC,
  type MarkingAsset,
  type MarkingSession,
  type MarkingSessionResponse,
  MAX_UPLOAD_BYTES,
  readMarkingSession,
  type SessionAssetParams,
  type SessionIdParams,
  ServiceError,
  type UploadAssetQuery,
  uploadMarkingAsset,
  type UploadMediaType,
} from '@pp/contracts';
import { BlobStore, ServiceClient } from '@pp/platform';
import { Auth, Operation } from '../auth/operation.decorator.js';
import { IdempotencyKey } from '../http/idempotency-key.decorator.js';
import { ValidBody, ValidParams, ValidQuery } from '../http/validated.decorators.js';
import { limitedBody } from './upload-stream.js';

/** Marking sessions and their uploads: the gateway streams file bytes to and from the BlobStore; every rule is in the marking service. */
@Controller('marking/sessions')
export class MarkingSessionsController {
  constructor(
    private readonly service: ServiceClient,
    private readonly blobs: BlobStore,
  ) {}

  @Post()
  @Operation(createMarkingSession)
  create(@Auth() auth: AuthContext, @ValidBody(createMarkingSession) body: CreateSessionBody, @IdempotencyKey() key: string): Promise<MarkingSessionResponse> {
    return this.service.call('marking', MARKING_RPC.createSession, auth, body, key);
  }

  @Get()
  @Operation(listMarkingSessions)
  list(@Auth() auth: AuthContext, @ValidQuery(listMarkingSessions) query: ListSessionsQuery): Promise<{ sessions: MarkingSession[]; nextCursor: string | null }> {
    return this.service.call('marking', MARKING_RPC.listSessions, auth, query);
  }

  @Get(':id')
  @Operation(readMarkingSession)
  read(@Auth() auth: AuthContext, @ValidParams(readMarkingSession) params: SessionIdParams): Promise<MarkingSessionResponse> {
    return this.service.call('marking', MARKING_RPC.readSession, auth, params);
  }

  /**
   * The raw body goes to the BlobStore as it arrives (413 past 25 MiB), then the marking service
   * inspects it and keeps it or refuses it (and deletes the blob). The session is checked first, so
   * nothing is read for a session that is not the caller's.
   */
  @Post(':id/assets')
  @Operation(uploadMarkingAsset)
  async upload(
    @Auth() auth: AuthContext,
    @ValidParams(uploadMarkingAsset) { id }: SessionIdParams,
    @ValidQuery(uploadMarkingAsset) { kind, name }: UploadAssetQuery,
    @Headers('content-type') contentType: string,
    @Headers('content-length') contentLength: string | undefined,
    @Body() body: unknown,
  ): Promise<{ asset: MarkingAsset }> {
    if (!(body instanceof Readable)) throw new ServiceError('unsupported_media_type', 'Send the file itself as the body, with its Content-Type (application/pdf, image/png, image/jpeg or image/webp).');
    if (Number(contentLength) > MAX_UPLOAD_BYTES) throw new ServiceError('payload_too_large', `A file may be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MiB.`);
    await this.service.call('marking', MARKING_RPC.readSession, auth, { id });
    const blobKey = `marking/uploads/${auth.ownerId}/${id}/${randomUUID()}`;
    let stored;
    try {
      stored = await this.blobs.put(blobKey, limitedBody(body, MAX_UPLOAD_BYTES));
    } catch (error) {
      await this.blobs.delete(blobKey);
      throw error;
    }
    const declaredType = contentType.split(';')[0].trim().toLowerCase() as UploadMediaType;
    return this.service.call('marking', MARKING_RPC.registerAsset, auth, { id, kind, name, declaredType, blobKey, byteSize: stored.size, sha256: stored.sha256 });
  }

  @Get(':id/assets')
  @Operation(listMarkingAssets)
  listAssets(@Auth() auth: AuthContext, @ValidParams(listMarkingAssets) params: SessionIdParams): Promise<{ assets: MarkingAsset[] }> {
    return this.service.call('marking', MARKING_RPC.listAssets, auth, params);
  }

  @Get(':id/assets/:assetId')
  @Operation(downloadMarkingAsset)
  async download(@Auth() auth: AuthContext, @ValidParams(downloadMarkingAsset) params: SessionAssetParams): Promise<StreamableFile> {
    const location = await this.service.call<AssetLocation>('marking', MARKING_RPC.locateAsset, auth, params);
    return new StreamableFile(await this.blobs.get(location.blobKey), { type: location.mediaType, length: location.byteSize });
  }
}
