export * from './marking.module.js';
export * from './marking.database.js';
