export * from './database.module.js';
export * from './schema-data-source.js';
export * from './schema-name.js';
