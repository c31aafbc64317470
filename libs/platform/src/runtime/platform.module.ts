import { type DynamicModule, Module } from '@nestjs/common';
import { DatabaseModule, type DatabaseOptions } from '../database/index.js';
import { MessagingModule, type MessagingOptions } from '../microservice/index.js';
import { BlobModule, type BlobOptions } from '../blob/index.js';

export interface PlatformOptions {
  database: DatabaseOptions;
  messaging: MessagingOptions;
  blob: BlobOptions;
}

/** The infrastructure a process runs on, chosen once per process: embedded or distributed. */
@Module({})
export class PlatformModule {
  static forRoot(options: PlatformOptions): DynamicModule {
    return {
      module: PlatformModule,
      imports: [DatabaseModule.forRoot(options.database), MessagingModule.forRoot(options.messaging), BlobModule.forRoot(options.blob)],
    };
  }
}
