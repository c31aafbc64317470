import { IMPORT_SCHEMA_VERSION, ImportSubmissionSchema } from './import-submission.schema.js';

/** Where the gateway serves the schema, without a key; also the document's `$id`. */
export const IMPORT_SCHEMA_PATH = '/v1/schemas/svc-marking-import-v1.json';
export const JSON_SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';

export type JsonSchemaDocument = Record<string, unknown> & { $schema: string; $id: string };

/**
 * The published JSON Schema (draft 2020-12) of a submission. With an origin such as
 * `https://api.example.com` the `$id` is absolute; without one it is the path, which resolves
 * against wherever the document was fetched from.
 */
export function importSchemaDocument(origin = ''): JsonSchemaDocument {
  // The TypeBox `$id` names the OpenAPI component; the document is identified by its URL instead.
  const { $id: _component, ...schema } = JSON.parse(JSON.stringify(ImportSubmissionSchema)) as Record<string, unknown>;
  return { $schema: JSON_SCHEMA_DIALECT, $id: `${origin}${IMPORT_SCHEMA_PATH}`, title: IMPORT_SCHEMA_VERSION, ...schema };
}

export const IMPORT_SCHEMA_DOCUMENT: JsonSchemaDocument = importSchemaDocument();
