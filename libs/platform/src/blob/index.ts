export * from './blob-store.js';
export * from './blob-key.js';
export * from './fs-blob-store.js';
export * from './nats-blob-store.js';
export * from './blob.module.js';
