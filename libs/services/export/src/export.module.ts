import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@pp/platform';
import { exportConfigProvider } from './export.config.js';
import { exportService } from './export.database.js';
import { ExportWorker } from './exports/export-worker.js';
import { ExportsController } from './exports/exports.controller.js';
import { ExportsRepository } from './exports/exports.repository.js';
import { ExportsService } from './exports/exports.service.js';
import { EXPORT_JOB_HANDLERS, ExportQueue } from './jobs/export-queue.js';
import { PaperAndQuestionBankClient } from './peers/paper-and-question-bank.client.js';
import { RenderPool } from './render/render-pool.js';

@Module({
  imports: [ServiceCoreModule.forService(exportService)],
  controllers: [ExportsController],
  providers: [
    exportConfigProvider,
    ExportsService,
    ExportsRepository,
    ExportWorker,
    { provide: EXPORT_JOB_HANDLERS, useExisting: ExportWorker },
    ExportQueue,
    RenderPool,
    PaperAndQuestionBankClient,
  ],
})
export class ExportModule {}
