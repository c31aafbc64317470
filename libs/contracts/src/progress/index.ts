export * from './progress.schemas.js';
export * from './progress.rpc.js';
export * from './progress.operations.js';
