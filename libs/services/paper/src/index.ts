export * from './paper.module.js';
export * from './paper.database.js';
