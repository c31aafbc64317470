import type { Static } from '@sinclair/typebox';
import { loadConfig, SavedPapersLimitConfigSchema } from '@pp/platform';

/** The paper service's own settings, validated at boot: the saved-papers limit, the same variable the gateway publishes. */
export type PaperConfig = Static<typeof SavedPapersLimitConfigSchema>;

/** DI token of the validated PaperConfig. */
export const PAPER_CONFIG = Symbol('PAPER_CONFIG');

export const paperConfigProvider = { provide: PAPER_CONFIG, useFactory: (): PaperConfig => loadConfig(SavedPapersLimitConfigSchema) };
