import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@pp/platform';
import { markingService } from './marking.database.js';

@Module({ imports: [ServiceCoreModule.forService(markingService)] })
export class MarkingModule {}
