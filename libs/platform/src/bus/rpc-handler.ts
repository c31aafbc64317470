import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy, SetMetadata } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { discoverMethods } from './discover-methods.js';
import { MessageBus } from './message-bus.js';
import { queueOfRpcSubject } from './subjects.js';
import { requestContext } from '../logging/request-context.js';

export const RPC_HANDLER_METADATA = 'pp:rpc-handler';

/**
 * Marks a provider method as the handler of an RPC subject (`rpc.<service>.<operation>`). It receives
 * the JSON-parsed RpcRequest and returns the reply data or throws a ServiceError.
 */
export const RpcHandler = (subject: string): MethodDecorator => {
  queueOfRpcSubject(subject); // fail at class definition, not at bootstrap, on a malformed subject
  return SetMetadata(RPC_HANDLER_METADATA, subject);
};

/**
 * Serves every @RpcHandler method once the application has bootstrapped (all providers exist), with
 * the service name as queue group; drains the bus first thing on shutdown, before databases close.
 */
@Injectable()
export class RpcHandlerExplorer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(RpcHandlerExplorer.name);

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    private readonly bus: MessageBus,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const handlers = discoverMethods<string>(this.discovery, this.scanner, this.reflector, RPC_HANDLER_METADATA);
    const seen = new Map<string, string>();
    for (const { meta: subject, name } of handlers) {
      const previous = seen.get(subject);
      if (previous) throw new Error(`RPC subject ${subject} is handled twice: ${previous} and ${name}`);
      seen.set(subject, name);
    }
    for (const { meta: subject, call } of handlers) {
      // Every log line written while handling carries the caller's request id.
      await this.bus.serve(subject, queueOfRpcSubject(subject), (payload) =>
        requestContext.run({ requestId: requestIdOf(payload) }, () => Promise.resolve(call(payload))));
    }
    if (handlers.length > 0) this.logger.log(`Serving ${handlers.length} RPC subjects`);
  }

  async onModuleDestroy(): Promise<void> {
    await this.bus.close();
  }
}

/** The request id an RPC request carries in its auth context, if any. */
function requestIdOf(payload: unknown): string {
  const requestId = (payload as { auth?: { requestId?: unknown } } | null)?.auth?.requestId;
  return typeof requestId === 'string' ? requestId : 'none';
}
