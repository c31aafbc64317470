import { Module } from '@nestjs/common';
import { AssetUploads } from './asset-uploads.service.js';

/** The upload and download path that marking sessions and imports share. */
@Module({ providers: [AssetUploads], exports: [AssetUploads] })
export class UploadsModule {}
