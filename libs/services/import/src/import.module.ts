import { Module } from '@nestjs/common';
import { UPLOAD_BLOB_FOLDERS } from '@pp/contracts';
import { BlobStore, ServiceCoreModule, UnreferencedBlobSweeper, uploadSweepScheduleOf } from '@pp/platform';
import { IMPORT_CONFIG, type ImportConfig, importConfigProvider } from './import.config.js';
import { importService } from './import.database.js';
import { ImportsController } from './imports/imports.controller.js';
import { ImportsRepository } from './imports/imports.repository.js';
import { ImportsService } from './imports/imports.service.js';
import { MarkingClient } from './peers/marking.client.js';

@Module({
  imports: [ServiceCoreModule.forService(importService)],
  controllers: [ImportsController],
  providers: [
    importConfigProvider,
    ImportsService,
    ImportsRepository,
    MarkingClient,
    {
      // Bytes stored for a keep or a completion that never answered (a process died first): swept after a grace period.
      provide: UnreferencedBlobSweeper,
      inject: [IMPORT_CONFIG, BlobStore, ImportsRepository],
      useFactory: (config: ImportConfig, blobs: BlobStore, imports: ImportsRepository) =>
        new UnreferencedBlobSweeper(
          blobs,
          // A submission is named by no row: the gateway deletes it when its call ends.
          [imports.uploadFolder(), { prefix: UPLOAD_BLOB_FOLDERS.importSubmissions, named: async () => new Set<string>() }],
          uploadSweepScheduleOf(config),
        ),
    },
  ],
})
export class ImportModule {}
