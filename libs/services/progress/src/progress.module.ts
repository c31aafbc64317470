import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@pp/platform';
import { EvidenceController } from './evidence/evidence.controller.js';
import { EvidenceRepository } from './evidence/evidence.repository.js';
import { EvidenceService } from './evidence/evidence.service.js';
import { MappingsController } from './mappings/mappings.controller.js';
import { MappingsService } from './mappings/mappings.service.js';
import { QuestionBankClient } from './peers/question-bank.client.js';
import { ProfileService } from './profile/profile.service.js';
import { ProfileController } from './profile/profile.controller.js';
import { progressService } from './progress.database.js';

@Module({
  imports: [ServiceCoreModule.forService(progressService)],
  controllers: [EvidenceController, ProfileController, MappingsController],
  providers: [EvidenceRepository, EvidenceService, ProfileService, MappingsService, QuestionBankClient],
})
export class ProgressModule {}
