export * from './imports.schemas.js';
export * from './imports.rpc.js';
export * from './imports.operations.js';
export * from './import-judgement.js';
