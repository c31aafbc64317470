import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@pp/platform';
import { questionBankService } from './question-bank.database.js';
import { QuestionsController } from './questions/questions.controller.js';
import { QuestionsRepository } from './questions/questions.repository.js';
import { QuestionsService } from './questions/questions.service.js';
import { SeedRepository } from './seed/seed.repository.js';
import { SeedService } from './seed/seed.service.js';

@Module({
  imports: [ServiceCoreModule.forService(questionBankService)],
  controllers: [QuestionsController],
  providers: [SeedService, SeedRepository, QuestionsService, QuestionsRepository],
  exports: [QuestionsService, SeedService],
})
export class QuestionBankModule {}
