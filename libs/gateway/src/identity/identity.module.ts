import { Module } from '@nestjs/common';
import { DatabaseModule } from '@pp/platform';
import { AccountsService } from './accounts.service.js';
import { ApiKeysService } from './api-keys.service.js';
import { identitySchema } from './identity.schema.js';

@Module({
  imports: [DatabaseModule.forSchema(identitySchema)],
  providers: [AccountsService, ApiKeysService],
  exports: [AccountsService, ApiKeysService],
})
export class IdentityModule {}
