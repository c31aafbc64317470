export * from './load-config.js';
export * from './config-schemas.js';
