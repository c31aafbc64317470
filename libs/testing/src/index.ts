export * from './postgres.js';
export * from './nats.js';
export * from './free-port.js';
export * from './stacks.js';
export * from './admin-cli.js';
export * from './processes.js';
export * from './clock.js';
export * from './service-errors.js';
