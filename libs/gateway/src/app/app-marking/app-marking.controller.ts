import { Body, Controller, Get, HttpCode, Param, Post, Query, StreamableFile } from '@nestjs/common';
import {
  AppMarkingSessionsQuerySchema,
  type AuthContext,
  type KeysetPageQuery,
  MARKING_RPC,
  type MarkingQuestionResponse,
  type MarkingSessionList,
  type MarkingSessionResponse,
  type ReviewDecisionBody,
  ReviewDecisionBodySchema,
  type SessionAssetParams,
  SessionAssetParamsSchema,
  type SessionIdParams,
  SessionIdParamsSchema,
  type SessionQuestionParams,
  SessionQuestionParamsSchema,
  UPLOAD_BLOB_FOLDERS,
} from '@pp/contracts';
import { SchemaPipe, ServiceClient } from '@pp/platform';
import { AssetUploads, type UploadArea } from '../../uploads/asset-uploads.service.js';
import { AppAdmission } from '../app-http/app-admission.service.js';
import { AppAuth, AppEndpoint } from '../app-http/app-endpoint.decorator.js';

/** Where the marking service's assets are read from: the same area /v1's downloads use. */
const MARKING_ASSETS: UploadArea<typeof MARKING_RPC> = {
  blobPrefix: UPLOAD_BLOB_FOLDERS.markingUploads,
  readParent: MARKING_RPC.readSession,
  operations: MARKING_RPC,
};

/**
 * Marking review in the app: sessions, questions and page bytes read through the marking service as
 * /v1 reads them, and review edits made by its review operation, so the same rule holds (a new result
 * revision, the audit kept, a stale revision 409). The edit's record says the app made it.
 */
@Controller('app/api/marking/sessions')
export class AppMarkingController {
  constructor(
    private readonly service: ServiceClient,
    private readonly uploads: AssetUploads,
    private readonly admission: AppAdmission,
  ) {}

  @Get()
  @AppEndpoint('data')
  list(
    @AppAuth() auth: AuthContext,
    @Query(new SchemaPipe(AppMarkingSessionsQuerySchema, 'query')) query: KeysetPageQuery,
  ): Promise<MarkingSessionList> {
    return this.service.call(MARKING_RPC.listSessions, auth, query);
  }

  @Get(':id')
  @AppEndpoint('data')
  read(
    @AppAuth() auth: AuthContext,
    @Param(new SchemaPipe(SessionIdParamsSchema, 'params')) params: SessionIdParams,
  ): Promise<MarkingSessionResponse> {
    return this.service.call(MARKING_RPC.readSession, auth, params);
  }

  @Get(':id/questions/:questionId')
  @AppEndpoint('data')
  question(
    @AppAuth() auth: AuthContext,
    @Param(new SchemaPipe(SessionQuestionParamsSchema, 'params')) params: SessionQuestionParams,
  ): Promise<MarkingQuestionResponse> {
    return this.service.call(MARKING_RPC.readQuestion, auth, params);
  }

  /** An asset's bytes with its media type, for drawing its pages. */
  @Get(':id/assets/:assetId')
  @AppEndpoint('data')
  asset(
    @AppAuth() auth: AuthContext,
    @Param(new SchemaPipe(SessionAssetParamsSchema, 'params')) params: SessionAssetParams,
  ): Promise<StreamableFile> {
    return this.uploads.download(MARKING_ASSETS, auth, params);
  }

  /** 200 with the question's new result revision; 409 stale_revision for an old one, 409 not_reviewable before a result. */
  @Post(':id/questions/:questionId/reviews')
  @HttpCode(200)
  @AppEndpoint('data')
  async review(
    @AppAuth() auth: AuthContext,
    @Param(new SchemaPipe(SessionQuestionParamsSchema, 'params')) params: SessionQuestionParams,
    @Body(new SchemaPipe(ReviewDecisionBodySchema, 'body')) review: ReviewDecisionBody,
  ): Promise<MarkingQuestionResponse> {
    await this.admission.admit(auth.ownerId, 'reviewMarkingDecision');
    return this.service.call(MARKING_RPC.reviewDecision, auth, { ...params, review });
  }
}
