import { type DynamicModule, Module } from '@nestjs/common';
import { AppApiModule } from './app/app-api.module.js';
import { ApiKeyGuard } from './auth/api-key.guard.js';
import { ScopesGuard } from './auth/scopes.guard.js';
import { DocsController } from './docs/docs.controller.js';
import { HealthController } from './health/health.controller.js';
import { ApiExceptionFilter } from './http/api-exception.filter.js';
import { IdentityModule } from './identity/identity.module.js';
import { MeController } from './me/me.controller.js';
import { MarkingSessionsModule } from './marking/marking-sessions.module.js';
import { MarkingImportsModule } from './imports/marking-imports.module.js';
import { SkillProfileModule } from './progress/skill-profile.module.js';
import { PapersModule } from './papers/papers.module.js';
import { QuestionsModule } from './questions/questions.module.js';
import { GATEWAY_OPTIONS, type GatewayOptions } from './gateway-options.js';
import { RateLimitGuard } from './limits/rate-limit.guard.js';
import { RateLimiter } from './limits/rate-limiter.service.js';
import { UsageRecorder } from './usage/usage-recorder.service.js';

/** The HTTP face: keys, scopes, errors and documents, and the signed-in app's API. Domain work is asked of the services over the bus. */
@Module({
  imports: [IdentityModule, QuestionsModule, PapersModule, MarkingSessionsModule, MarkingImportsModule, SkillProfileModule, AppApiModule],
  controllers: [MeController, DocsController, HealthController],
  providers: [
    RateLimiter,
    UsageRecorder,
    // HTTP-only enhancers, applied by createGatewayApp: APP_GUARD / APP_FILTER would also wrap the bus
    // handlers that the embedded mode serves from the same application.
    ApiKeyGuard,
    RateLimitGuard,
    ScopesGuard,
    ApiExceptionFilter,
  ],
})
export class GatewayModule {
  /** The options are global: feature modules' controllers read them too (the saved-papers limit). */
  static forRoot(options: GatewayOptions): DynamicModule {
    return {
      module: GatewayModule,
      global: true,
      providers: [{ provide: GATEWAY_OPTIONS, useValue: options }],
      exports: [GATEWAY_OPTIONS],
    };
  }
}
