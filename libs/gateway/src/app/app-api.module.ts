import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module.js';
import { RateLimiter } from '../limits/rate-limiter.service.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { AppAccountsController } from './app-accounts/app-accounts.controller.js';
import { AppAccountsService } from './app-accounts/app-accounts.service.js';
import { AttemptsService } from './app-accounts/attempts.service.js';
import { AppAdmission } from './app-http/app-admission.service.js';
import { AppRequestGuard } from './app-http/app-request.guard.js';
import { AppHousekeeping } from './app-housekeeping.service.js';
import { AppKeysController } from './app-keys/app-keys.controller.js';
import { AppMarkingController } from './app-marking/app-marking.controller.js';
import { AppPapersController } from './app-papers/app-papers.controller.js';
import { AppPasskeysController } from './app-passkeys/app-passkeys.controller.js';
import { AppPasskeysService } from './app-passkeys/app-passkeys.service.js';
import { AppSessionsService } from './app-sessions/app-sessions.service.js';
import { AppUsageController } from './app-usage/app-usage.controller.js';
import { MailService } from './mail/mail.service.js';

/**
 * The signed-in app's JSON API under /app/api (decisions 0033, 0034): accounts and sessions, keys,
 * usage and plan, papers and marking review, passkeys (0037). It takes the session cookie only; /v1 takes keys only.
 */
@Module({
  imports: [IdentityModule, UploadsModule],
  controllers: [
    AppAccountsController,
    AppKeysController,
    AppUsageController,
    AppPapersController,
    AppMarkingController,
    AppPasskeysController,
  ],
  providers: [
    AppAccountsService,
    AppPasskeysService,
    AppSessionsService,
    AttemptsService,
    MailService,
    AppRequestGuard,
    AppAdmission,
    RateLimiter,
    AppHousekeeping,
  ],
})
export class AppApiModule {}
