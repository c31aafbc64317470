import type { PipeTransform } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type AuthContext, type RpcDefinition, type RpcIdempotencyKey, type RpcInput, type RpcOutput, ServiceError } from '@pp/contracts';
import type { JsonText } from '../bus/json-text.js';
import { SchemaPipe } from '../validation/schema.pipe.js';

/** What a handler of `D` must be: it takes the caller, the validated input and the Idempotency-Key, and answers `D`'s output. */
export type RpcHandlerMethod<D extends RpcDefinition> = (
  auth: AuthContext,
  input: RpcInput<D>,
  idempotencyKey: RpcIdempotencyKey<D>,
) => RpcOutput<D> | JsonText<RpcOutput<D>> | Promise<RpcOutput<D> | JsonText<RpcOutput<D>>>;

/**
 * Serves one operation defined with `defineRpc`: the subject, and the handler's three arguments
 * (caller, input checked against the definition's schema, Idempotency-Key), from that one definition.
 * A method whose parameters or result do not fit the definition fails the typecheck.
 */
export function RpcHandler<D extends RpcDefinition>(definition: D) {
  const input = new SchemaPipe(definition.input, definition.inputPart);
  const idempotencyKey = definition.idempotencyKey === 'required' ? [new RequiredIdempotencyKeyPipe()] : [];
  return <M extends RpcHandlerMethod<D>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<M>): void => {
    MessagePattern(definition.subject)(target, key, descriptor);
    Payload('auth')(target, key, 0);
    Payload('input', input)(target, key, 1);
    Payload('idempotencyKey', ...idempotencyKey)(target, key, 2);
  };
}

/** The gateway passes on the key these operations require; a call without one is refused, never run unkeyed. */
class RequiredIdempotencyKeyPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    if (typeof value !== 'string' || value === '') throw new ServiceError('idempotency_key_required');
    return value;
  }
}
