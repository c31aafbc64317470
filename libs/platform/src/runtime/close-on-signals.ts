import type { INestApplicationContext } from '@nestjs/common';
import type { Logger } from 'pino';
import { stopTracing } from '../tracing/index.js';

const HARD_DEADLINE_MS = 25_000;

/**
 * Graceful stop on SIGTERM or SIGINT: stop taking work (HTTP listener, bus subscriptions), let
 * what is in flight finish, flush and close connections through Nest's shutdown hooks, send the spans still buffered, then exit 0.
 * A second signal, or the deadline (inside Kubernetes' 30 s grace period), exits 1 at once.
 */
export function closeOnSignals(
  app: INestApplicationContext,
  logger: Logger,
  beforeClose: () => Promise<unknown> = async () => undefined,
): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    logger.info(`${signal} received: draining`);
    setTimeout(() => {
      logger.error('shutdown deadline passed; exiting');
      process.exit(1);
    }, HARD_DEADLINE_MS).unref();
    void beforeClose()
      .then(() => app.close())
      .then(() => stopTracing())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
