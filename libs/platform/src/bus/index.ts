export * from './message-bus.js';
export * from './json-text.js';
export * from './subjects.js';
export { type RpcReply, jsonRoundTrip, serviceUnavailable } from './wire.js';
export * from './nats-message-bus.js';
export * from './in-process-message-bus.js';
export * from './nats-connection.js';
export * from './service-client.js';
