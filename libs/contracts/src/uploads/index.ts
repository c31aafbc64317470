export * from './uploads.rpc.js';
export * from './stored-asset.js';
export * from './uploads.operations.js';
