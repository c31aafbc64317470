export * from './metrics-registry.js';
export * from './scraped-gauge.js';
export * from './deadline.js';
export * from './platform-metrics.js';
