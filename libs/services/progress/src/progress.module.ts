import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@pp/platform';
import { progressService } from './progress.database.js';

@Module({ imports: [ServiceCoreModule.forService(progressService)] })
export class ProgressModule {}
