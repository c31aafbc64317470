import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  type AuthContext,
  correctCriterionMappings,
  correctQuestionMapping,
  type CriterionMappingBody,
  type CriterionMappings,
  type EvidenceHistoryPage,
  type EvidenceRecordPage,
  type MappingsQuery,
  type Pathway,
  PROGRESS_RPC,
  type QuestionMappingBody,
  type QuestionMappingResponse,
  type QuestionMappings,
  type QuestionQuery,
  readCriterionMappings,
  readPathway,
  readQuestionMappings,
  readSkillHistory,
  readSkillInsights,
  readSkillProfile,
  readSkillRecords,
  type RecordsQuery,
  type SessionInsights,
  type SessionQuery,
  type SkillProfile,
} from '@pp/contracts';
import { ServiceClient } from '@pp/platform';
import { Auth, Operation } from '../auth/operation.decorator.js';
import { ValidBody, ValidQuery } from '../http/validated.decorators.js';

/** The pathway and skill profile: every rule is in the progress service. */
@Controller()
export class SkillProfileController {
  constructor(private readonly service: ServiceClient) {}

  @Get('pathway')
  @Operation(readPathway)
  pathway(@Auth() auth: AuthContext): Promise<Pathway> {
    return this.service.call(PROGRESS_RPC.pathway, auth, {});
  }

  @Get('skill-profile')
  @Operation(readSkillProfile)
  profile(@Auth() auth: AuthContext): Promise<SkillProfile> {
    return this.service.call(PROGRESS_RPC.profile, auth, {});
  }

  @Get('skill-profile/records')
  @Operation(readSkillRecords)
  records(@Auth() auth: AuthContext, @ValidQuery(readSkillRecords) query: RecordsQuery): Promise<EvidenceRecordPage> {
    return this.service.call(PROGRESS_RPC.records, auth, query);
  }

  @Get('skill-profile/history')
  @Operation(readSkillHistory)
  history(@Auth() auth: AuthContext, @ValidQuery(readSkillHistory) query: RecordsQuery): Promise<EvidenceHistoryPage> {
    return this.service.call(PROGRESS_RPC.history, auth, query);
  }

  @Get('skill-profile/insights')
  @Operation(readSkillInsights)
  insights(@Auth() auth: AuthContext, @ValidQuery(readSkillInsights) query: SessionQuery): Promise<SessionInsights> {
    return this.service.call(PROGRESS_RPC.insights, auth, query);
  }

  @Get('skill-profile/mappings')
  @Operation(readQuestionMappings)
  mappings(@Auth() auth: AuthContext, @ValidQuery(readQuestionMappings) query: MappingsQuery): Promise<QuestionMappings> {
    return this.service.call(PROGRESS_RPC.mappings, auth, query);
  }

  @Post('skill-profile/mappings')
  @HttpCode(200)
  @Operation(correctQuestionMapping)
  correctMapping(
    @Auth() auth: AuthContext,
    @ValidBody(correctQuestionMapping) body: QuestionMappingBody,
  ): Promise<QuestionMappingResponse> {
    return this.service.call(PROGRESS_RPC.correctMapping, auth, body);
  }

  @Get('skill-profile/criteria')
  @Operation(readCriterionMappings)
  criteria(@Auth() auth: AuthContext, @ValidQuery(readCriterionMappings) query: QuestionQuery): Promise<CriterionMappings> {
    return this.service.call(PROGRESS_RPC.criteria, auth, query);
  }

  @Post('skill-profile/criteria')
  @HttpCode(200)
  @Operation(correctCriterionMappings)
  correctCriteria(@Auth() auth: AuthContext, @ValidBody(correctCriterionMappings) body: CriterionMappingBody): Promise<CriterionMappings> {
    return this.service.call(PROGRESS_RPC.correctCriteria, auth, body);
  }
}
