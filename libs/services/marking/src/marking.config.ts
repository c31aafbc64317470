import { Type, type Static } from '@sinclair/typebox';
import { loadConfig } from '@pp/platform';

/** The marking service's own settings, validated at boot like every other variable. */
export const MarkingConfigSchema = Type.Object({
  /** Marking jobs this process runs at once. */
  MARKING_CONCURRENCY: Type.Integer({ minimum: 1, maximum: 16, default: 1 }),
  /** Worker threads that render work and scheme pages (mupdf): a 150 dpi page takes about a tenth of a second of a core. */
  MARKING_RENDER_THREADS: Type.Integer({ minimum: 1, maximum: 8, default: 2 }),
  /** Resolution work pages are read at: enough for the QR code and for handwriting (docs/performance.md, marking-quality at 100, 150 and 200 dpi). */
  MARKING_READ_DPI: Type.Integer({ minimum: 100, maximum: 300, default: 150 }),
  /** A marking job whose worker sent no heartbeat for this long goes back to the queue: what a killed process costs. pg-boss' minimum is 10. */
  MARKING_JOB_LEASE_SECONDS: Type.Integer({ minimum: 10, maximum: 600, default: 30 }),
  /** Test hook: each assessment waits this long first, so a test can catch a question `running`. */
  MARKING_ASSESS_DELAY_MS: Type.Integer({ minimum: 0, maximum: 30000, default: 0 }),
  /** Test hook: the first import this process saves fails after this many of its questions are written (0: never), to show the save is all or nothing. */
  MARKING_IMPORT_FAULT_AFTER_QUESTIONS: Type.Integer({ minimum: 0, maximum: 24, default: 0 }),
});
export type MarkingConfig = Static<typeof MarkingConfigSchema>;

/** DI token of the validated MarkingConfig. */
export const MARKING_CONFIG = Symbol('MARKING_CONFIG');

export const markingConfigProvider = { provide: MARKING_CONFIG, useFactory: (): MarkingConfig => loadConfig(MarkingConfigSchema) };
