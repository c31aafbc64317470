import type { LoggerService } from '@nestjs/common';
import { pino, type DestinationStream, type Logger } from 'pino';
import { currentRequestId } from './request-context.js';

/**
 * Paths never written to logs: credentials and request content (bodies may hold personal data or scans,
 * query strings may hold search terms). Request logs carry method, route and status only.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["idempotency-key"]',
  'req.body',
  'req.query',
  '*.authorization',
  '*.apiKey',
  '*.key',
];

export function createLogger(service: string, level: string, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
    serializers: {
      // The path without its query string: search terms must never reach a log.
      req: (req: { id?: string; method?: string; url?: string }) => ({ id: req.id, method: req.method, path: req.url?.split('?')[0] }),
    },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return destination ? pino(options, destination) : pino(options);
}

/** Nest's Logger routed into pino, so framework and app messages share one structured stream. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.write('info', message, context);
  }
  error(message: unknown, trace?: string, context?: string) {
    this.write('error', message, context, trace);
  }
  warn(message: unknown, context?: string) {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string) {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string) {
    this.write('trace', message, context);
  }
  fatal(message: unknown, context?: string) {
    this.write('fatal', message, context);
  }

  private write(level: 'info' | 'error' | 'warn' | 'debug' | 'trace' | 'fatal', message: unknown, context?: string, trace?: string) {
    const fields = { context, ...(trace && { trace }) };
    if (message instanceof Error) this.logger[level]({ ...fields, err: message }, message.message);
    else if (typeof message === 'object' && message !== null) this.logger[level]({ ...fields, ...message });
    else this.logger[level](fields, String(message));
  }
}
