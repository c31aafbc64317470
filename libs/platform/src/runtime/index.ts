export * from './platform.module.js';
export * from './service-core.module.js';
export * from './run-service.js';
export * from './server-process.js';
export * from './outbox-inbox.migration.js';
export * from './outbox-trace.migration.js';
export * from './distributed-platform.js';
export * from './close-on-signals.js';
