// The MCP server: the Practice-Paper API's operations as tools for a model, through the SDK.
// `node dist/apps/mcp/src/main.js` speaks MCP on stdio; `--http [--port 3100] [--host 127.0.0.1]`
// serves streamable HTTP at /mcp. PP_BASE_URL (default http://localhost:3000/v1), PP_API_KEY.
// Nothing but the protocol goes to stdout: messages go to stderr.
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createPracticePaperClient, unwrap } from '@pp/sdk';
import { serveHttp } from './http-transport.js';
import { createMcpServer, scopesOf } from './mcp-server.js';
import type { OpenApiDocument } from './tools-from-openapi.js';

const DEFAULT_BASE_URL = 'http://localhost:3000/v1';
const DEFAULT_PORT = '3100';

const log = (message: string) => process.stderr.write(`mcp: ${message}\n`);

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      http: { type: 'boolean', default: false },
      port: { type: 'string', default: DEFAULT_PORT },
      host: { type: 'string', default: '127.0.0.1' },
    },
  });
  const baseUrl = process.env.PP_BASE_URL || DEFAULT_BASE_URL;
  const apiKey = process.env.PP_API_KEY || undefined;
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port ${values.port} is not a port`);
  // The server's own document (public), so the tools are always those of the API it talks to.
  const document = (await createPracticePaperClient({ baseUrl })
    .GET('/openapi.json')
    .then(unwrap)
    .catch((error: unknown) => {
      throw new Error(
        `could not read the API's OpenAPI document at ${baseUrl}/openapi.json: ${error instanceof Error ? error.message : String(error)}`,
      );
    })) as unknown as OpenApiDocument;

  if (values.http) {
    const http = await serveHttp({ host: values.host, port, baseUrl, document, defaultKey: apiKey });
    const address = http.address() as { port: number };
    log(`streamable HTTP at http://${values.host.includes(':') ? `[${values.host}]` : values.host}:${address.port}/mcp (API ${baseUrl})`);
    const stop = () => http.close(() => process.exit(0));
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
    return;
  }

  if (!apiKey) throw new Error('PP_API_KEY is not set: the stdio server calls the API with it.');
  const client = createPracticePaperClient({ baseUrl, apiKey });
  const server = createMcpServer({ document, client, scopes: await scopesOf(client), localFiles: true });
  server.onclose = () => process.exit(0);
  await server.connect(new StdioServerTransport());
}

main().catch((error: unknown) => {
  log(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
