import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module.js';
import { MarkingCreditsController } from './marking-credits.controller.js';
import { MarkingQuestionsController } from './marking-questions.controller.js';
import { MarkingSessionsController } from './marking-sessions.controller.js';

/** Automated marking: /marking/sessions, their uploads and questions, and /marking/credits. */
@Module({ imports: [UploadsModule], controllers: [MarkingSessionsController, MarkingQuestionsController, MarkingCreditsController] })
export class MarkingSessionsModule {}
