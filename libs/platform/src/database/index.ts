export * from './database.module.js';
export * from './data-source.js';
export * from './pg-schema-name.js';
