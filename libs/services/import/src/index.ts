export * from './import.module.js';
export * from './import.database.js';
