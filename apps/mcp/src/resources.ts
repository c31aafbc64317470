import { UriTemplate } from '@modelcontextprotocol/sdk/shared/uriTemplate.js';
import { type ApiTool, type OpenApiDocument, operationsOf, successMediaType } from './tools-from-openapi.js';

/** Resource addresses mirror the API's paths: `/papers/{id}/...` is `pp://papers/{id}/...`. */
export const resourceUriOf = (path: string) => `pp://${path.replace(/^\//, '')}`;

/** A public document of the interface (the OpenAPI document, the guide, the import schema), served without a key. */
export interface DocumentResource {
  uri: string;
  name: string;
  title: string;
  mimeType: string;
  path: string;
}

/** The document's public reads without parameters, except pages meant for a browser. */
export function publicDocuments(document: OpenApiDocument): DocumentResource[] {
  return operationsOf(document)
    .filter(({ method, operation }) => method === 'GET' && operation['x-required-scopes'] === undefined && !operation.parameters?.length)
    .map(({ path, operation }) => ({ path, operation, mimeType: successMediaType(operation)?.split(';')[0] ?? 'application/octet-stream' }))
    .filter(({ mimeType }) => mimeType !== 'text/html')
    .map(({ path, operation, mimeType }) => ({
      uri: resourceUriOf(path),
      name: operation.operationId,
      title: operation.summary ?? operation.operationId,
      mimeType,
      path,
    }));
}

/** The download tools (their answer is a file) as resource templates, one a tool. */
export function downloadTemplates(tools: ApiTool[]) {
  return tools
    .filter((tool) => tool.binding.download !== null)
    .map((tool) => ({
      uriTemplate: resourceUriOf(tool.binding.path),
      name: tool.name,
      title: tool.title,
      mimeType: tool.binding.download!,
    }));
}

/** The download tool a pp:// address belongs to, with its path parameters, or null. */
export function matchDownload(uri: string, tools: ApiTool[]): { tool: ApiTool; parameters: Record<string, string> } | null {
  for (const tool of tools.filter((candidate) => candidate.binding.download !== null)) {
    const match = new UriTemplate(resourceUriOf(tool.binding.path)).match(uri);
    if (match) return { tool, parameters: Object.fromEntries(Object.entries(match).map(([name, value]) => [name, String(value)])) };
  }
  return null;
}
