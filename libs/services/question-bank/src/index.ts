export * from './question-bank.module.js';
export * from './question-bank.schema.js';
export * from './question-bank.service.js';
export * from './favourites/favourites.js';
export { SeedService, QuestionBankConfigSchema, type SeedOutcome } from './seed/seed.service.js';
export { generateSeedBank, contentVersion, schemeVersion, TAXONOMY, DEFAULT_VARIANTS_PER_TEMPLATE } from './content/index.js';
export type { SeedQuestion, QuestionRevisionContent } from './content/index.js';
