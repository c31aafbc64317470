import { Type, type Static } from '@sinclair/typebox';
import { ConfigError, loadConfig, UploadSweepConfigSchema } from '@pp/platform';

/** The marking service's own settings, validated at boot like every other variable. */
export const MarkingConfigSchema = Type.Composite([
  UploadSweepConfigSchema,
  Type.Object({
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
    /** An OpenAI-compatible chat API with image input (`http://vllm:8000/v1`): set, a marking model decides what the readers leave uncertain (docs/marking-model.md). Absent: off. */
    MARKING_MODEL_URL: Type.Optional(Type.String({ format: 'uri', pattern: '^https?://' })),
    /** The model's name at that API (`model` of each request); required with MARKING_MODEL_URL, and recorded in each result's source. */
    MARKING_MODEL_NAME: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    /** Sent as `Authorization: Bearer …` when set; from a Secret, never logged. */
    MARKING_MODEL_API_KEY: Type.Optional(Type.String({ minLength: 1 })),
    /** How long a question waits for the model's answer; past it, the readers' decisions stand. */
    MARKING_MODEL_TIMEOUT_MS: Type.Integer({ minimum: 1000, maximum: 300000, default: 60000 }),
  }),
]);
export type MarkingConfig = Static<typeof MarkingConfigSchema>;

/** DI token of the validated MarkingConfig. */
export const MARKING_CONFIG = Symbol('MARKING_CONFIG');

/** The marking config from the environment, checked as a whole: a model's URL needs its name. */
export function loadMarkingConfig(env: NodeJS.ProcessEnv = process.env): MarkingConfig {
  const config = loadConfig(MarkingConfigSchema, env);
  if (config.MARKING_MODEL_URL && !config.MARKING_MODEL_NAME)
    throw new ConfigError(['MARKING_MODEL_NAME: is required with MARKING_MODEL_URL']);
  return config;
}

export const markingConfigProvider = { provide: MARKING_CONFIG, useFactory: (): MarkingConfig => loadMarkingConfig() };
