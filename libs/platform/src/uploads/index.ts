export * from './asset-table.js';
export * from './keep-upload.js';
