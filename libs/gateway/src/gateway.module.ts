import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { ApiKeyGuard } from './auth/api-key.guard.js';
import { BearerKeyStrategy } from './auth/bearer-key.strategy.js';
import { ScopesGuard } from './auth/scopes.guard.js';
import { DocsController } from './docs/docs.controller.js';
import { HealthController } from './health/health.controller.js';
import { ApiExceptionFilter } from './http/api-exception.filter.js';
import { IdentityModule } from './identity/identity.module.js';
import { MeController } from './me/me.controller.js';

/** The HTTP face: keys, scopes, errors and documents. Domain work is asked of the services over the bus. */
@Module({
  imports: [PassportModule, IdentityModule],
  controllers: [MeController, DocsController, HealthController],
  providers: [
    BearerKeyStrategy,
    // Order matters: authenticate first, then check scopes.
    { provide: APP_GUARD, useClass: ApiKeyGuard },
    { provide: APP_GUARD, useClass: ScopesGuard },
    { provide: APP_FILTER, useClass: ApiExceptionFilter },
  ],
})
export class GatewayModule {}
