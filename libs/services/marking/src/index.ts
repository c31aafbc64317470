export * from './marking.module.js';
export * from './marking.schema.js';
