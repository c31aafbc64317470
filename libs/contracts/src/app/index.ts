export * from './app-api.schemas.js';
