export * from './health-server.js';
export * from './database-health.js';
export * from './app-version.js';
