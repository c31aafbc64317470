export * from './mark-code.js';
