import { type BeforeApplicationShutdown, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { AppAccountsService } from './app-accounts/app-accounts.service.js';
import { AttemptsService } from './app-accounts/attempts.service.js';
import { AppSessionsService } from './app-sessions/app-sessions.service.js';

const PRUNE_INTERVAL_MS = 3_600_000;

/** Removes, once an hour, app records no rule reads any more: ended sessions, spent links, old attempts. */
@Injectable()
export class AppHousekeeping implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('AppHousekeeping');
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly sessions: AppSessionsService,
    private readonly accounts: AppAccountsService,
    private readonly attempts: AttemptsService,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.prune(), PRUNE_INTERVAL_MS);
    this.timer.unref();
  }

  beforeApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async prune(): Promise<void> {
    try {
      await this.sessions.prune();
      await this.accounts.prune();
      await this.attempts.prune();
    } catch (error) {
      this.logger.warn(`pruning app records failed, will retry: ${(error as Error).message}`);
    }
  }
}
