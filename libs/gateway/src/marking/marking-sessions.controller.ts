import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, Headers, HttpCode, Post, StreamableFile } from '@nestjs/common';
import {
  type AssetLocation,
  type AuthContext,
  type CreateSessionBody,
  type CreateSessionFromPaperBody,
  createMarkingSession,
  createMarkingSessionFromPaper,
  downloadMarkingAsset,
  type ListSessionsQuery,
  listMarkingAssets,
  listMarkingSessions,
  MARKING_RPC,
  type MarkingAsset,
  type MarkingSession,
  type MarkingSessionResponse,
  readMarkingSession,
  type SessionAssetParams,
  type SessionIdParams,
  type UploadAssetQuery,
  uploadMarkingAsset,
  startMarking,
} from '@pp/contracts';
import { BlobStore, ServiceClient } from '@pp/platform';
import { Auth, Operation } from '../auth/operation.decorator.js';
import { IdempotencyKey } from '../http/idempotency-key.decorator.js';
import { ValidBody, ValidParams, ValidQuery } from '../http/validated.decorators.js';
import { storeUpload } from './upload-stream.js';

/** Marking sessions and their uploads: the gateway streams file bytes to and from the BlobStore; every rule is in the marking service. */
@Controller('marking/sessions')
export class MarkingSessionsController {
  constructor(
    private readonly service: ServiceClient,
    private readonly blobs: BlobStore,
  ) {}

  @Post()
  @Operation(createMarkingSession)
  create(
    @Auth() auth: AuthContext,
    @ValidBody(createMarkingSession) body: CreateSessionBody,
    @IdempotencyKey() key: string,
  ): Promise<MarkingSessionResponse> {
    return this.service.call('marking', MARKING_RPC.createSession, auth, body, key);
  }

  @Post('from-builder')
  @Operation(createMarkingSessionFromPaper)
  createFromPaper(
    @Auth() auth: AuthContext,
    @ValidBody(createMarkingSessionFromPaper) body: CreateSessionFromPaperBody,
    @IdempotencyKey() key: string,
  ): Promise<MarkingSessionResponse> {
    return this.service.call('marking', MARKING_RPC.createSessionFromPaper, auth, body, key);
  }

  @Get()
  @Operation(listMarkingSessions)
  list(
    @Auth() auth: AuthContext,
    @ValidQuery(listMarkingSessions) query: ListSessionsQuery,
  ): Promise<{ sessions: MarkingSession[]; nextCursor: string | null }> {
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
    const stored = await storeUpload(
      this.blobs,
      `marking/uploads/${auth.ownerId}/${id}/${randomUUID()}`,
      { body, contentType, contentLength },
      () => this.service.call('marking', MARKING_RPC.readSession, auth, { id }),
    );
    return this.service.call('marking', MARKING_RPC.registerAsset, auth, { id, kind, name, ...stored });
  }

  /** 202: the questions are queued; their results arrive in the background (poll the session). */
  @Post(':id/start')
  @HttpCode(202)
  @Operation(startMarking)
  start(
    @Auth() auth: AuthContext,
    @ValidParams(startMarking) params: SessionIdParams,
    @IdempotencyKey() key: string,
  ): Promise<MarkingSessionResponse & { started: string[] }> {
    return this.service.call('marking', MARKING_RPC.start, auth, params, key);
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
