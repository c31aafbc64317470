export * from './messaging.module.js';
export * from './bus-transport.server.js';
export * from './bus-context.js';
export * from './bus-microservice.js';
export * from './service-error.filter.js';
export * from './rpc-handler.decorator.js';
