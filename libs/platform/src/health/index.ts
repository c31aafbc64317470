export * from './health-server.js';
export * from './database-health.js';
