import { Injectable, type PipeTransform } from '@nestjs/common';
import type { TSchema } from '@sinclair/typebox';
import { ServiceError } from '@pp/contracts';
import { compileSchema, type SchemaPurpose } from './schema-validator.js';

/** Which part of a request a schema checks: it names the field paths of a 422 (`query.limit`, `input.pins.0`). */
export type RequestPart = 'query' | 'params' | 'body' | 'input';
const PURPOSE: Record<RequestPart, SchemaPurpose> = { query: 'query', params: 'query', body: 'body', input: 'body' };

/**
 * Validates one part of a request against its TypeBox schema from `libs/contracts`, for an HTTP
 * route (`@Query`, `@Body`) and a bus handler (`@Payload('input', ...)`) alike: text is coerced for
 * query and path, bodies and RPC inputs are strict. Every problem is listed in one 422.
 */
@Injectable()
export class SchemaPipe implements PipeTransform {
  private readonly compiled;

  constructor(schema: TSchema, part: RequestPart, purpose: SchemaPurpose = PURPOSE[part]) {
    this.compiled = compileSchema(schema, purpose, part);
  }

  transform(value: unknown): unknown {
    // Query objects from Fastify have a null prototype; validate a plain copy (the check coerces in place).
    const result = this.compiled.check(value && typeof value === 'object' ? { ...value } : (value ?? {}));
    if (!result.ok) throw ServiceError.validation(result.errors);
    return result.value;
  }
}
