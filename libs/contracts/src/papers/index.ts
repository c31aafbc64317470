export * from './papers.schemas.js';
export * from './exports.schemas.js';
export * from './export-hold.js';
export * from './papers.rpc.js';
export * from './papers.operations.js';
