import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@pp/platform';
import { importService } from './import.database.js';

@Module({ imports: [ServiceCoreModule.forService(importService)] })
export class ImportModule {}
