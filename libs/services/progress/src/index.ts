export * from './progress.module.js';
export * from './progress.database.js';
