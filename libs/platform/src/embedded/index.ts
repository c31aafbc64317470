export * from './embedded-postgres.js';
