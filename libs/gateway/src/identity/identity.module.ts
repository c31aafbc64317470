import { Module } from '@nestjs/common';
import { DatabaseModule } from '@pp/platform';
import { AccountsService } from './accounts.service.js';
import { ApiKeysService } from './api-keys.service.js';
import { identityDatabase } from './identity.database.js';

@Module({
  imports: [DatabaseModule.forService(identityDatabase)],
  providers: [AccountsService, ApiKeysService],
  exports: [AccountsService, ApiKeysService],
})
export class IdentityModule {}
