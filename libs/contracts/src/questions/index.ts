export * from './questions.schemas.js';
export * from './questions.operations.js';
export * from './questions.rpc.js';
export * from './search-rules.js';
