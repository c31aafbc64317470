import { Injectable } from '@nestjs/common';
import { type AuthContext, rpcSubject, type RpcRequest, type ServiceName } from '@pp/contracts';
import { MessageBus } from '@pp/platform';

/** Asks a service to do an operation for the caller: the gateway's only way to reach domain logic. */
@Injectable()
export class ServiceClient {
  constructor(private readonly bus: MessageBus) {}

  call<TResult, TInput = unknown>(service: ServiceName, operation: string, auth: AuthContext, input: TInput, idempotencyKey?: string): Promise<TResult> {
    const request: RpcRequest<TInput> = { auth, input, ...(idempotencyKey !== undefined && { idempotencyKey }) };
    return this.bus.request<TResult>(rpcSubject(service, operation), request);
  }
}
