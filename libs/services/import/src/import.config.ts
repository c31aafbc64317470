import { Type, type Static } from '@sinclair/typebox';
import { loadConfig, UploadSweepConfigSchema } from '@pp/platform';

/** The import service's own settings, validated at boot like every other variable. */
export const ImportConfigSchema = Type.Composite([
  UploadSweepConfigSchema,
  Type.Object({
    /**
     * Test hook: the first completion this process gets as far as the marking save fails right after
     * that save answered, before the import is marked completed: the crash point between the two
     * services, to show that a retry finishes the job.
     */
    IMPORT_COMPLETE_FAULT_AFTER_SAVE: Type.Boolean({ default: false }),
  }),
]);
export type ImportConfig = Static<typeof ImportConfigSchema>;

/** DI token of the validated ImportConfig. */
export const IMPORT_CONFIG = Symbol('IMPORT_CONFIG');

export const importConfigProvider = { provide: IMPORT_CONFIG, useFactory: (): ImportConfig => loadConfig(ImportConfigSchema) };
