export * from './mark-code.js';
export * from './score.js';
export * from './plain-writing.js';
export * from './written-form.js';
export * from './accepted-values.js';
