import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { ASSET_ID_PATTERN, IDENTIFIER_PATTERN, IMPORT_SCHEMA_VERSION, PAGE_ID_PATTERN, TEXT_PATTERN } from './import-submission.schema.js';
import { ISO_TIMESTAMP_PATTERN } from './iso-timestamp.js';
import { pointer } from './json-pointer.js';
import { IMPORT_SCHEMA_DOCUMENT } from './schema-document.js';

/** One field to correct: a JSON Pointer into the submission and what is wrong there. */
export interface ImportFieldError {
  path: string;
  message: string;
}

/** Plain words for the patterns whose regular expressions would say little. */
const PATTERN_MESSAGES: Record<string, string> = {
  [PAGE_ID_PATTERN]: 'must be a page id `<assetId>:p<page>`: an asset UUID, `:p` and a page number from 1',
  [ASSET_ID_PATTERN]: 'must be the UUID of an uploaded asset',
  [IDENTIFIER_PATTERN]: 'must be 1 to 64 letters, digits, `.`, `_`, `:` or `-`, starting with a letter or digit',
  [TEXT_PATTERN]: 'must not contain U+0000',
  [ISO_TIMESTAMP_PATTERN]:
    'must be an ISO 8601 date and time, such as 2026-03-14T16:20:00Z, 2026-03-14T16:20 (UTC without an offset) or 2026-03-14 (midnight UTC)',
};

// Compiled from the published document itself, on first use, so the rules served are the rules applied.
let compiled: ValidateFunction | undefined;
function validator(): ValidateFunction {
  if (!compiled) {
    // Strict, except that `then: {required: ['model']}` names a property declared beside `if`, not in `then`.
    const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false });
    compiled = ajv.compile(IMPORT_SCHEMA_DOCUMENT);
  }
  return compiled;
}

function toFieldErrors(error: ErrorObject): ImportFieldError[] {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'if':
      return []; // the failing `then` (source.model for an ai source) is reported on its own
    case 'required':
      return [{ path: error.instancePath + pointer(String(params.missingProperty)), message: 'is required' }];
    case 'additionalProperties': {
      const inSelections = error.schemaPath === '#/properties/pageSelections/additionalProperties';
      const message = inSelections ? PATTERN_MESSAGES[ASSET_ID_PATTERN] : `is not a field of ${IMPORT_SCHEMA_VERSION}`;
      return [{ path: error.instancePath + pointer(String(params.additionalProperty)), message }];
    }
    case 'const':
      return [{ path: error.instancePath, message: `must be ${JSON.stringify(params.allowedValue)}` }];
    case 'enum':
      return [{ path: error.instancePath, message: `must be one of ${(params.allowedValues as string[]).join(', ')}` }];
    case 'pattern':
      return [{ path: error.instancePath, message: PATTERN_MESSAGES[String(params.pattern)] ?? error.message ?? 'is invalid' }];
    default:
      return [{ path: error.instancePath, message: error.message ?? 'is invalid' }];
  }
}

/** Every way the body departs from the published schema, each at its JSON Pointer. */
export function schemaErrorsOf(body: unknown): ImportFieldError[] {
  const validate = validator();
  return validate(body) ? [] : (validate.errors ?? []).flatMap(toFieldErrors);
}
