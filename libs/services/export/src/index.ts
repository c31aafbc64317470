export * from './export.module.js';
export * from './export.schema.js';
