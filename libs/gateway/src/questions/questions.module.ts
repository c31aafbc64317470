import { Module } from '@nestjs/common';
import { ServiceClient } from '../rpc/service-client.js';
import { QuestionsController } from './questions.controller.js';

/** GET /questions, /questions/facets, a question revision and its diagram bytes (scope questions:read). */
@Module({ controllers: [QuestionsController], providers: [ServiceClient] })
export class QuestionsModule {}
