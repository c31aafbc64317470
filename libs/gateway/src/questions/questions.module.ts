import { Module } from '@nestjs/common';
import { QuestionsController } from './questions.controller.js';

/** GET /questions, /questions/facets, a question revision and its diagram bytes (scope questions:read). */
@Module({ controllers: [QuestionsController] })
export class QuestionsModule {}
