import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@pp/platform';
import { importConfigProvider } from './import.config.js';
import { importService } from './import.database.js';
import { ImportsController } from './imports/imports.controller.js';
import { ImportsRepository } from './imports/imports.repository.js';
import { ImportsService } from './imports/imports.service.js';
import { MarkingClient } from './peers/marking.client.js';

@Module({
  imports: [ServiceCoreModule.forService(importService)],
  controllers: [ImportsController],
  providers: [importConfigProvider, ImportsService, ImportsRepository, MarkingClient],
})
export class ImportModule {}
