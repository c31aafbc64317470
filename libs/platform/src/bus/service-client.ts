import { Injectable } from '@nestjs/common';
import { type AuthContext, rpcSubject, type RpcRequest, type ServiceName } from '@pp/contracts';
import { MessageBus } from './message-bus.js';
import type { JsonText } from './json-text.js';

/** Asks a service to do an operation for a caller: the gateway's only way to reach domain logic, and how one service asks another. */
@Injectable()
export class ServiceClient {
  constructor(private readonly bus: MessageBus) {}

  call<TResult, TInput = unknown>(
    service: ServiceName,
    operation: string,
    auth: AuthContext,
    input: TInput,
    idempotencyKey?: string,
  ): Promise<TResult> {
    return this.bus.request<TResult>(rpcSubject(service, operation), requestOf(auth, input, idempotencyKey));
  }

  /** Like call, for a result the gateway only relays: it stays JSON text and becomes the response body as it is. */
  callJson<TResult, TInput = unknown>(
    service: ServiceName,
    operation: string,
    auth: AuthContext,
    input: TInput,
  ): Promise<JsonText<TResult>> {
    return this.bus.requestJson<TResult>(rpcSubject(service, operation), requestOf(auth, input));
  }
}

function requestOf<TInput>(auth: AuthContext, input: TInput, idempotencyKey?: string): RpcRequest<TInput> {
  return { auth, input, ...(idempotencyKey !== undefined && { idempotencyKey }) };
}
