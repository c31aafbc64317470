import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_OPERATIONS, buildOpenApiDocument } from '@pp/contracts';
import { generateSdkSources, operationTable, SDK_GENERATED_FOLDER } from './sdk-sources.js';

describe('the SDK generated from the OpenAPI document', () => {
  const document = buildOpenApiDocument(API_OPERATIONS) as any;

  it('is the one committed: an operation changed without `npm run sdk:generate` fails here', async () => {
    const sources = await generateSdkSources(document);
    for (const [name, text] of Object.entries(sources)) {
      const committed = readFileSync(join(SDK_GENERATED_FOLDER, name), 'utf8');
      expect({ file: name, text: committed }).toEqual({ file: name, text });
    }
  });

  it('lists every operation with its scopes and Idempotency-Key rule', () => {
    const table = operationTable(document);
    expect(Object.keys(table).sort()).toEqual(API_OPERATIONS.map((operation) => operation.operationId).sort());
    expect(table.startMarking).toEqual({
      method: 'POST',
      path: '/marking/sessions/{id}/start',
      scopes: ['marking:submit'],
      idempotencyKey: true,
    });
    expect(table.getGuide).toEqual({ method: 'GET', path: '/guide.txt', scopes: null, idempotencyKey: false });
  });
});
