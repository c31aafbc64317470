import { Body, Param, Query } from '@nestjs/common';
import type { ApiOperation } from '@pp/contracts';
import { SchemaPipe } from '@pp/platform';

function schemaOf(operation: ApiOperation, part: 'query' | 'params' | 'body') {
  const schema = part === 'body' ? (operation.body && 'schema' in operation.body ? operation.body.schema : undefined) : operation[part];
  if (!schema) throw new Error(`${operation.operationId} declares no ${part} schema`);
  return schema;
}

/** The query string, validated and coerced against the operation's query schema. */
export const ValidQuery = (operation: ApiOperation) => Query(new SchemaPipe(schemaOf(operation, 'query'), 'query'));

/** The path parameters, validated against the operation's params schema. */
export const ValidParams = (operation: ApiOperation) => Param(new SchemaPipe(schemaOf(operation, 'params'), 'params'));

/** The JSON body, validated strictly against the operation's body schema. */
export const ValidBody = (operation: ApiOperation) => Body(new SchemaPipe(schemaOf(operation, 'body'), 'body'));
