import { Injectable, Logger } from '@nestjs/common';
import { type AuthContext, type RpcDefinition, type RpcInput, type RpcOutput, type RpcRequest, ServiceError } from '@pp/contracts';
import { compileSchema, type CompiledSchema } from '../validation/schema-validator.js';
import { MessageBus } from './message-bus.js';
import type { JsonText } from './json-text.js';

/** Asks a service to do an operation for a caller: the gateway's only way to reach domain logic, and how one service asks another. */
@Injectable()
export class ServiceClient {
  private readonly logger = new Logger(ServiceClient.name);
  private readonly replyChecks = new WeakMap<RpcDefinition, CompiledSchema<unknown>>();

  constructor(private readonly bus: MessageBus) {}

  /** Calls `definition`'s operation, with the client's Idempotency-Key where it requires one; a reply from another process is checked against its output schema. */
  async call<D extends RpcDefinition>(definition: D, auth: AuthContext, input: RpcInput<D>, ...key: KeyArgument<D>): Promise<RpcOutput<D>> {
    const reply = await this.bus.request<RpcOutput<D>>(definition.subject, requestOf(auth, input, key[0]));
    if (this.bus.crossesProcesses) this.checkReply(definition, reply);
    return reply;
  }

  /** Like call, for a result the gateway only relays: it stays JSON text (unchecked, the hot path) and becomes the response body as it is. */
  callJson<D extends RpcDefinition>(definition: D, auth: AuthContext, input: RpcInput<D>): Promise<JsonText<RpcOutput<D>>> {
    return this.bus.requestJson<RpcOutput<D>>(definition.subject, requestOf(auth, input));
  }

  /** A reply that does not fit its definition is a release of one service out of step with another: a 500, with the fields logged. */
  private checkReply(definition: RpcDefinition, reply: unknown): void {
    let check = this.replyChecks.get(definition);
    if (!check) {
      check = compileSchema(definition.output, 'reply');
      this.replyChecks.set(definition, check);
    }
    const result = check.check(reply);
    if (result.ok) return;
    const fields = result.errors.map((error) => `${error.path} ${error.message}`).join('; ');
    this.logger.error(`The reply of ${definition.subject} does not match its definition: ${fields}`);
    throw new ServiceError('internal_error');
  }
}

/** The Idempotency-Key argument of a call: there exactly where the operation requires one. */
type KeyArgument<D extends RpcDefinition> = D['idempotencyKey'] extends 'required' ? [idempotencyKey: string] : [];

function requestOf<TInput>(auth: AuthContext, input: TInput, idempotencyKey?: string): RpcRequest<TInput> {
  return { auth, input, ...(idempotencyKey !== undefined && { idempotencyKey }) };
}
