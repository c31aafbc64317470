import { Controller, Get, StreamableFile } from '@nestjs/common';
import {
  type AuthContext,
  QUESTION_BANK_RPC,
  type QuestionFacets,
  type QuestionSearchResult,
  questionFacets,
  readQuestion,
  readQuestionAsset,
  type ReadQuestionAssetParams,
  type ReadQuestionParams,
  type ReadQuestionResponse,
  searchQuestions,
  type SearchQuestionsQuery,
} from '@pp/contracts';
import { BlobStore, type JsonText, ServiceClient } from '@pp/platform';
import { Auth, Operation } from '../auth/operation.decorator.js';
import { ValidParams, ValidQuery } from '../http/validated.decorators.js';

/** The question bank's four public operations: validation here, every rule in the question-bank service. */
@Controller('questions')
export class QuestionsController {
  constructor(
    private readonly service: ServiceClient,
    private readonly blobs: BlobStore,
  ) {}

  @Get('facets')
  @Operation(questionFacets)
  facets(@Auth() auth: AuthContext): Promise<QuestionFacets> {
    return this.service.call(QUESTION_BANK_RPC.facets, auth, {});
  }

  @Get()
  @Operation(searchQuestions)
  search(@Auth() auth: AuthContext, @ValidQuery(searchQuestions) query: SearchQuestionsQuery): Promise<JsonText<QuestionSearchResult>> {
    return this.service.callJson(QUESTION_BANK_RPC.search, auth, query);
  }

  @Get(':questionId/revisions/:revision')
  @Operation(readQuestion)
  read(@Auth() auth: AuthContext, @ValidParams(readQuestion) params: ReadQuestionParams): Promise<ReadQuestionResponse> {
    return this.service.call(QUESTION_BANK_RPC.readQuestion, auth, params);
  }

  /** The service says where the bytes are (and whether they may be read); the gateway streams them. */
  @Get(':questionId/revisions/:revision/assets/:assetId')
  @Operation(readQuestionAsset)
  async asset(@Auth() auth: AuthContext, @ValidParams(readQuestionAsset) params: ReadQuestionAssetParams): Promise<StreamableFile> {
    const location = await this.service.call(QUESTION_BANK_RPC.asset, auth, params);
    const bytes = await this.blobs.get(location.blobKey);
    return new StreamableFile(bytes, {
      type: 'application/octet-stream',
      length: location.byteSize,
      disposition: `attachment; filename="${params.assetId}.svg"`,
    });
  }
}
