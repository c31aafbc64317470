export * from './question-bank.module.js';
export * from './question-bank.database.js';
export * from './questions/questions.service.js';
export * from './favourites/favourites.service.js';
export { SeedService, QuestionBankConfigSchema, type SeedOutcome } from './seed/seed.service.js';
