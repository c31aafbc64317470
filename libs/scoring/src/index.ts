export * from './mark-code.js';
export * from './score.js';
