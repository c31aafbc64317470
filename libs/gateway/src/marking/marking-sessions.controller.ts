import { Body, Controller, Get, Headers, HttpCode, Post, StreamableFile } from '@nestjs/common';
import {
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
  type MarkingAssetList,
  type MarkingAssetResponse,
  type MarkingSessionList,
  type MarkingSessionResponse,
  readMarkingSession,
  type SessionAssetParams,
  type SessionIdParams,
  type StartMarkingResponse,
  type UploadAssetQuery,
  uploadMarkingAsset,
  startMarking,
  UPLOAD_BLOB_FOLDERS,
} from '@pp/contracts';
import { ServiceClient } from '@pp/platform';
import { Auth, Operation } from '../auth/operation.decorator.js';
import { IdempotencyKey } from '../http/idempotency-key.decorator.js';
import { ValidBody, ValidParams, ValidQuery } from '../http/validated.decorators.js';
import { AssetUploads, type UploadArea } from '../uploads/asset-uploads.service.js';

/** A session's uploads: streamed under `marking/uploads`, kept or refused by the marking service. */
const SESSION_UPLOADS: UploadArea<typeof MARKING_RPC> = {
  blobPrefix: UPLOAD_BLOB_FOLDERS.markingUploads,
  readParent: MARKING_RPC.readSession,
  operations: MARKING_RPC,
};

/** Marking sessions and their uploads: the gateway streams file bytes to and from the BlobStore; every rule is in the marking service. */
@Controller('marking/sessions')
export class MarkingSessionsController {
  constructor(
    private readonly service: ServiceClient,
    private readonly uploads: AssetUploads,
  ) {}

  @Post()
  @Operation(createMarkingSession)
  create(
    @Auth() auth: AuthContext,
    @ValidBody(createMarkingSession) body: CreateSessionBody,
    @IdempotencyKey() key: string,
  ): Promise<MarkingSessionResponse> {
    return this.service.call(MARKING_RPC.createSession, auth, body, key);
  }

  @Post('from-builder')
  @Operation(createMarkingSessionFromPaper)
  createFromPaper(
    @Auth() auth: AuthContext,
    @ValidBody(createMarkingSessionFromPaper) body: CreateSessionFromPaperBody,
    @IdempotencyKey() key: string,
  ): Promise<MarkingSessionResponse> {
    return this.service.call(MARKING_RPC.createSessionFromPaper, auth, body, key);
  }

  @Get()
  @Operation(listMarkingSessions)
  list(@Auth() auth: AuthContext, @ValidQuery(listMarkingSessions) query: ListSessionsQuery): Promise<MarkingSessionList> {
    return this.service.call(MARKING_RPC.listSessions, auth, query);
  }

  @Get(':id')
  @Operation(readMarkingSession)
  read(@Auth() auth: AuthContext, @ValidParams(readMarkingSession) params: SessionIdParams): Promise<MarkingSessionResponse> {
    return this.service.call(MARKING_RPC.readSession, auth, params);
  }

  @Post(':id/assets')
  @Operation(uploadMarkingAsset)
  upload(
    @Auth() auth: AuthContext,
    @ValidParams(uploadMarkingAsset) { id }: SessionIdParams,
    @ValidQuery(uploadMarkingAsset) query: UploadAssetQuery,
    @Headers('content-type') contentType: string,
    @Headers('content-length') contentLength: string | undefined,
    @Body() body: unknown,
  ): Promise<MarkingAssetResponse> {
    return this.uploads.upload(SESSION_UPLOADS, auth, id, query, { body, contentType, contentLength });
  }

  /** 202: the questions are queued; their results arrive in the background (poll the session). */
  @Post(':id/start')
  @HttpCode(202)
  @Operation(startMarking)
  start(
    @Auth() auth: AuthContext,
    @ValidParams(startMarking) params: SessionIdParams,
    @IdempotencyKey() key: string,
  ): Promise<StartMarkingResponse> {
    return this.service.call(MARKING_RPC.start, auth, params, key);
  }

  @Get(':id/assets')
  @Operation(listMarkingAssets)
  listAssets(@Auth() auth: AuthContext, @ValidParams(listMarkingAssets) params: SessionIdParams): Promise<MarkingAssetList> {
    return this.service.call(MARKING_RPC.listAssets, auth, params);
  }

  @Get(':id/assets/:assetId')
  @Operation(downloadMarkingAsset)
  download(@Auth() auth: AuthContext, @ValidParams(downloadMarkingAsset) params: SessionAssetParams): Promise<StreamableFile> {
    return this.uploads.download(SESSION_UPLOADS, auth, params);
  }
}
