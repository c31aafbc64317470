import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@pp/platform';
import { questionBankService } from './question-bank.schema.js';
import { QuestionBankRpc } from './question-bank.rpc.js';
import { QuestionBankService } from './question-bank.service.js';
import { SeedService } from './seed/seed.service.js';

@Module({
  imports: [ServiceCoreModule.forService(questionBankService)],
  providers: [SeedService, QuestionBankService, QuestionBankRpc],
  exports: [QuestionBankService, SeedService],
})
export class QuestionBankModule {}
