import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@pp/platform';
import { paperService } from './paper.database.js';

@Module({ imports: [ServiceCoreModule.forService(paperService)] })
export class PaperModule {}
