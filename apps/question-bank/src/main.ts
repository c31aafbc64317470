import 'reflect-metadata';
import { runService } from '@pp/platform';
import { QuestionBankModule, questionBankService } from '@pp/question-bank';

runService(questionBankService, QuestionBankModule);
