import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@pp/platform';
import { paperService } from './paper.database.js';
import { PapersController } from './papers/papers.controller.js';
import { PapersRepository } from './papers/papers.repository.js';
import { PapersService } from './papers/papers.service.js';

@Module({
  imports: [ServiceCoreModule.forService(paperService)],
  controllers: [PapersController],
  providers: [PapersService, PapersRepository],
})
export class PaperModule {}
