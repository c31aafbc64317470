import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@pp/platform';
import { exportService } from './export.database.js';

@Module({ imports: [ServiceCoreModule.forService(exportService)] })
export class ExportModule {}
