export * from './marking.schemas.js';
export * from './marking-questions.schemas.js';
export * from './marking.events.js';
export * from './marking.rpc.js';
export * from './marking.operations.js';
export * from './credits.schemas.js';
