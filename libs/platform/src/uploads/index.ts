export * from './asset-table.js';
export * from './keep-upload.js';
export * from './unreferenced-blobs.js';
