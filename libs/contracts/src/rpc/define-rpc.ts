import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { rpcSubject, type ServiceName } from './subjects.js';

/**
 * How the handler reads its input: `query` and `params` carry text from a URL, so numbers and
 * booleans are coerced; `body` and `input` are JSON and checked strictly. It also names the field
 * paths of a 422 (`query.limit`, `body.title`).
 */
export type RpcInputPart = 'query' | 'params' | 'body' | 'input';

/**
 * One operation a service serves over the bus, defined once: the handler's subject, decorator and
 * input validation, the caller's typed `call`, and the check of a reply that crossed a process
 * boundary are all derived from it, so a call that does not match its handler fails the typecheck.
 */
export interface RpcDefinition<I extends TSchema = TSchema, O extends TSchema = TSchema, K extends RpcKeyRule = RpcKeyRule> {
  readonly service: ServiceName;
  readonly operation: string;
  /** `rpc.<service>.<operation>` */
  readonly subject: string;
  readonly input: I;
  readonly inputPart: RpcInputPart;
  readonly output: O;
  /** `required`: the caller passes the client's Idempotency-Key, and the handler refuses a call without one. */
  readonly idempotencyKey: K;
}

/** Whether an operation takes the client's Idempotency-Key (the public operations that require one). */
export type RpcKeyRule = 'required' | 'none';

export type RpcInput<D extends RpcDefinition> = Static<D['input']>;
export type RpcOutput<D extends RpcDefinition> = Static<D['output']>;
/** The key a handler of `D` is given: always a key where `D` requires one. */
export type RpcIdempotencyKey<D extends RpcDefinition> = D['idempotencyKey'] extends 'required' ? string : undefined;

export function defineRpc<I extends TSchema, O extends TSchema, K extends RpcKeyRule = 'none'>(
  service: ServiceName,
  operation: string,
  definition: { input: I; inputPart?: RpcInputPart; output: O; idempotencyKey?: K },
): RpcDefinition<I, O, K> {
  return {
    service,
    operation,
    subject: rpcSubject(service, operation),
    input: definition.input,
    inputPart: definition.inputPart ?? 'input',
    output: definition.output,
    idempotencyKey: definition.idempotencyKey ?? ('none' as K),
  };
}

/** The input of an operation that takes nothing but its caller's context. */
export const NoInputSchema = Type.Object({}, { additionalProperties: false });
