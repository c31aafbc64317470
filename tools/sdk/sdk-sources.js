// The SDK's generated sources (libs/sdk/src/generated), written from the OpenAPI document: its types
// by openapi-typescript, and a table of each operation's method, path, scopes and Idempotency-Key
// rule that the client's retry and idempotency middleware reads at run time. `npm run sdk:generate`
// writes them; tools/sdk/sdk-sources.spec.ts writes them again in every test run and fails on any
// difference, so an operation changed without the SDK fails the build.
import openapiTS, { astToString } from 'openapi-typescript';

export const SDK_GENERATED_FOLDER = 'libs/sdk/src/generated';

const HEADER = '// Generated from /v1/openapi.json by `npm run sdk:generate` (tools/sdk/sdk-sources.js). Do not edit.\n';

/**
 * The document as the SDK sees it: the Idempotency-Key header optional in the types, because the
 * client supplies one per logical call when the caller gives none (libs/sdk/src/idempotency.ts).
 */
export function documentForSdk(document) {
  const copy = structuredClone(document);
  copy.components.parameters.IdempotencyKey.required = false;
  return copy;
}

/** Each operation's run-time facts, in the document's order. */
export function operationTable(document) {
  const rows = {};
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      rows[operation.operationId] = {
        method: method.toUpperCase(),
        path,
        scopes: operation['x-required-scopes'] ?? null,
        idempotencyKey: operation.parameters.some((parameter) => parameter.$ref === '#/components/parameters/IdempotencyKey'),
      };
    }
  }
  return rows;
}

/** File name (in SDK_GENERATED_FOLDER) to text. */
export async function generateSdkSources(document) {
  const types = astToString(await openapiTS(documentForSdk(document), { silent: true, defaultNonNullable: false }));
  const table = JSON.stringify(operationTable(document), null, 2);
  return {
    'openapi.ts': `${HEADER}${types}`,
    'operations.ts':
      `${HEADER}import type { OperationFacts } from '../operation-facts.js';\n\n` +
      `/** Every operation of the document: method, path, the scopes a key needs (null: no key), whether it takes an Idempotency-Key. */\n` +
      `export const OPERATIONS = ${table} as const satisfies Record<string, OperationFacts>;\n\n` +
      `export type OperationId = keyof typeof OPERATIONS;\n`,
  };
}
