import { Injectable, type PipeTransform } from '@nestjs/common';
import type { TSchema } from '@sinclair/typebox';
import { ServiceError } from '@pp/contracts';
import { compileSchema, type SchemaPurpose } from '@pp/platform';

type RequestPart = 'query' | 'body' | 'params';
const PURPOSE: Record<RequestPart, SchemaPurpose> = { query: 'query', params: 'query', body: 'body' };

/**
 * Validates one part of a request against its operation's schema: text is coerced for query and
 * path, bodies are strict. Every problem is listed in one 422, with paths such as `query.limit`.
 */
@Injectable()
export class SchemaPipe implements PipeTransform {
  private readonly compiled;

  constructor(schema: TSchema, part: RequestPart) {
    this.compiled = compileSchema(schema, PURPOSE[part], part);
  }

  transform(value: unknown): unknown {
    // Query objects from Fastify have a null prototype; validate a plain copy.
    const result = this.compiled.check(value && typeof value === 'object' ? { ...value } : value ?? {});
    if (!result.ok) throw ServiceError.validation(result.errors);
    return result.value;
  }
}
