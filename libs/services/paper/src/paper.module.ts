import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@pp/platform';
import { paperConfigProvider } from './paper.config.js';
import { paperService } from './paper.database.js';
import { PapersController } from './papers/papers.controller.js';
import { PapersRepository } from './papers/papers.repository.js';
import { PapersService } from './papers/papers.service.js';

@Module({
  imports: [ServiceCoreModule.forService(paperService)],
  controllers: [PapersController],
  providers: [paperConfigProvider, PapersService, PapersRepository],
})
export class PaperModule {}
