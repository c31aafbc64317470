import { availableParallelism } from 'node:os';
import { Type, type Static } from '@sinclair/typebox';
import { loadConfig } from '@pp/platform';

/** Render threads by default: one core stays for the event loop, Postgres and NATS (1 on 2 cores). */
const DEFAULT_RENDER_THREADS = Math.min(4, Math.max(1, availableParallelism() - 1));

/** The export service's own settings, validated at boot like every other variable. */
export const ExportConfigSchema = Type.Object({
  /** `false`: prepare and download answer 503 and no job worker or render thread runs in this process. */
  EXPORTS_ENABLED: Type.Boolean({ default: true }),
  /** Worker threads that render PDFs; also how many jobs this process takes at once. */
  EXPORT_RENDER_THREADS: Type.Integer({ minimum: 1, maximum: 16, default: DEFAULT_RENDER_THREADS }),
  /**
   * A job whose worker has not sent a heartbeat for this long is given back to the queue (another
   * attempt, on any replica): what a process killed mid-render costs. pg-boss' minimum is 10.
   */
  EXPORT_JOB_LEASE_SECONDS: Type.Integer({ minimum: 10, maximum: 600, default: 30 }),
  /** Test hook: each render waits this long in its worker thread first, so a test can catch a job `rendering`. */
  EXPORT_RENDER_DELAY_MS: Type.Integer({ minimum: 0, maximum: 15000, default: 0 }),
});
export type ExportConfig = Static<typeof ExportConfigSchema>;

/** DI token of the validated ExportConfig. */
export const EXPORT_CONFIG = Symbol('EXPORT_CONFIG');

export const exportConfigProvider = { provide: EXPORT_CONFIG, useFactory: (): ExportConfig => loadConfig(ExportConfigSchema) };
