export * from './marking.schemas.js';
export * from './marking.rpc.js';
export * from './marking.operations.js';
