export * from './trace-headers.js';
export * from './tracing.js';
export * from './request-span.js';
