import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@pp/platform';
import { markingService } from './marking.database.js';
import { SessionsController } from './sessions/sessions.controller.js';
import { SessionsRepository } from './sessions/sessions.repository.js';
import { SessionsService } from './sessions/sessions.service.js';

@Module({
  imports: [ServiceCoreModule.forService(markingService)],
  controllers: [SessionsController],
  providers: [SessionsService, SessionsRepository],
})
export class MarkingModule {}
