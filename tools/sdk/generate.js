// `npm run sdk:generate`: writes the SDK's generated sources from the document this code serves
// (the default limits), after `npm run build`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateSdkSources, SDK_GENERATED_FOLDER } from './sdk-sources.js';

const { API_OPERATIONS, buildOpenApiDocument } = await import('../../dist/libs/contracts/src/index.js');
mkdirSync(SDK_GENERATED_FOLDER, { recursive: true });
for (const [name, text] of Object.entries(await generateSdkSources(buildOpenApiDocument(API_OPERATIONS)))) {
  writeFileSync(join(SDK_GENERATED_FOLDER, name), text);
  console.log(`wrote ${join(SDK_GENERATED_FOLDER, name)}`);
}
