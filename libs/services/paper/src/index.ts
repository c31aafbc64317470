export * from './paper.module.js';
export * from './paper.schema.js';
