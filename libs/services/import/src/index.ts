export * from './import.module.js';
export * from './import.schema.js';
