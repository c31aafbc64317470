import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@pp/platform';
import { questionBankService } from './question-bank.schema.js';

@Module({ imports: [ServiceCoreModule.forService(questionBankService)] })
export class QuestionBankModule {}
