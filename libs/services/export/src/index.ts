export * from './export.module.js';
export * from './export.database.js';
