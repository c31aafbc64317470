import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type ReadResourceResult,
} from '@modelcontextprotocol/sdk/types.js';
import { type PracticePaperClient, PracticePaperApiError, unwrap } from '@pp/sdk';
import { callMarkScan, MARK_SCAN, MARK_SCAN_SCOPES, markScanTool } from './mark-scan.js';
import { listedPrompt, promptMessages, promptsFor } from './prompts.js';
import { downloadTemplates, matchDownload, publicDocuments } from './resources.js';
import { type CallContext, callApiTool, downloadFile } from './tool-calls.js';
import { allows, type ApiTool, type OpenApiDocument, toolsFromOpenApi } from './tools-from-openapi.js';

export interface McpServerOptions {
  /** The API's own OpenAPI document, as it serves it. */
  document: OpenApiDocument;
  /** The SDK client with this connection's key. */
  client: PracticePaperClient;
  /** The key's scopes, from GET /me. */
  scopes: readonly string[];
  /** stdio: uploads may name local files. */
  localFiles: boolean;
}

const INSTRUCTIONS =
  'Tools are the Practice-Paper API’s operations this key may call (named by operationId), plus markScan. Read the first line of marking and export answers: it says what is final, what is provisional and what to do next. PDFs and scans come back as resources (pp:// addresses, also readable with resources/read). Neither automated nor imported marking is an official examination result.';

const listedTool = ({
  name,
  title,
  description,
  inputSchema,
  annotations,
}: Pick<ApiTool, 'name' | 'title' | 'description' | 'inputSchema' | 'annotations'>) => ({
  name,
  title,
  description,
  inputSchema,
  annotations,
});

/** An API error on resources/read (which has no isError result) as a protocol error carrying the API's code. */
function resourceError(error: unknown, uri: string): McpError {
  if (error instanceof PracticePaperApiError) {
    const code = error.status === 404 ? -32002 : ErrorCode.InvalidRequest; // -32002: the MCP code for a resource not found
    return new McpError(code, error.message, { uri, status: error.status, code: error.code, details: error.details });
  }
  return new McpError(ErrorCode.InternalError, error instanceof Error ? error.message : String(error), { uri });
}

/** One MCP server for one key: its tools, resources and prompts are what the key's scopes allow. */
export function createMcpServer({ document, client, scopes, localFiles }: McpServerOptions): Server {
  const tools = toolsFromOpenApi(document, { scopes, localFiles });
  const markScan = allows(scopes, MARK_SCAN_SCOPES) ? markScanTool(localFiles) : null;
  const documents = publicDocuments(document);
  const server = new Server(
    { name: 'practice-paper', title: document.info.title, version: document.info.version },
    { capabilities: { tools: {}, resources: {}, prompts: {} }, instructions: INSTRUCTIONS },
  );

  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: [...tools.map(listedTool), ...(markScan ? [markScan] : [])] }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const { name, arguments: args } = request.params;
    const context: CallContext = { client, localFiles, signal: extra.signal };
    if (markScan && name === MARK_SCAN) {
      const progressToken = request.params._meta?.progressToken;
      return callMarkScan(context, args ?? {}, (stage, step) => {
        if (progressToken !== undefined) {
          void extra.sendNotification({
            method: 'notifications/progress',
            params: { progressToken, progress: step, total: 5, message: stage },
          });
        }
      });
    }
    const tool = tools.find((candidate) => candidate.name === name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `No tool ${name} for this key (its scopes: ${scopes.join(', ') || 'none'}).`);
    return callApiTool(context, tool, args);
  });

  server.setRequestHandler(ListResourcesRequestSchema, () => ({
    resources: documents.map(({ uri, name, title, mimeType }) => ({ uri, name, title, mimeType })),
  }));
  server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({ resourceTemplates: downloadTemplates(tools) }));

  server.setRequestHandler(ReadResourceRequestSchema, async (request, extra): Promise<ReadResourceResult> => {
    const { uri } = request.params;
    try {
      const publicDocument = documents.find((candidate) => candidate.uri === uri);
      if (publicDocument) {
        const text = unwrap(await client.request('get', publicDocument.path as '/guide.txt', { parseAs: 'text', signal: extra.signal }));
        return { contents: [{ uri, mimeType: publicDocument.mimeType, text: text as string }] };
      }
      const download = matchDownload(uri, tools);
      if (!download) throw new McpError(-32002, `No resource ${uri} for this key.`, { uri });
      const file = await downloadFile({ client, localFiles, signal: extra.signal }, download.tool.binding, download.parameters);
      return { contents: [{ uri, mimeType: file.mimeType, blob: Buffer.from(file.bytes).toString('base64') }] };
    } catch (error) {
      throw error instanceof McpError ? error : resourceError(error, uri);
    }
  });

  server.setRequestHandler(ListPromptsRequestSchema, () => ({ prompts: promptsFor(scopes).map(listedPrompt) }));
  server.setRequestHandler(GetPromptRequestSchema, (request) => {
    const result = promptMessages(request.params.name, request.params.arguments ?? {}, scopes);
    if (!result) throw new McpError(ErrorCode.InvalidParams, `No prompt ${request.params.name} for this key.`);
    return result;
  });

  return server;
}

/** The key's scopes, as GET /me answers them. */
export async function scopesOf(client: PracticePaperClient): Promise<string[]> {
  return unwrap(await client.GET('/me')).key.scopes;
}
