export * from './question-bank.module.js';
export * from './question-bank.schema.js';
