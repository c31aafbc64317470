import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@pp/platform';
import { exportService } from './export.schema.js';

@Module({ imports: [ServiceCoreModule.forService(exportService)] })
export class ExportModule {}
