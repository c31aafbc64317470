export * from './progress.module.js';
export * from './progress.schema.js';
