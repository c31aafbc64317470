import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { createPracticePaperClient, PracticePaperApiError } from '@pp/sdk';
import { createMcpServer, scopesOf } from './mcp-server.js';
import type { OpenApiDocument } from './tools-from-openapi.js';

export interface HttpOptions {
  host: string;
  port: number;
  baseUrl: string;
  document: OpenApiDocument;
  /** PP_API_KEY: used for a request that brings no `Authorization: Bearer` of its own. */
  defaultKey?: string;
}

/** A key's scopes are read again after this long (a replaced key's tools follow within it; every call is checked by the API anyway). */
const SCOPES_TTL_MS = 60_000;
/** An upload's base64 in a JSON-RPC message: the API's 25 MiB a file, a third more, and room for the rest. */
const MAX_MESSAGE_BYTES = 40 * 1024 * 1024;
const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]'];

/** The Host headers a request may carry (DNS rebinding protection): the address listened on, and its loopback names. */
export function allowedHostsFor(host: string, port: number): string[] {
  const names = LOOPBACK.includes(host) || host === '::1' ? LOOPBACK : [host.includes(':') ? `[${host}]` : host];
  return names.map((name) => `${name}:${port}`);
}

/** The bearer key of a request, if it brings one. */
export const bearerOf = (authorization: string | undefined) => /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];

function answer(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}

/**
 * Streamable HTTP, stateless: every POST to /mcp gets its own MCP server for the key it brings
 * (its tools those of the key's scopes), connected to a fresh transport that answers it and is
 * closed with it. No session is kept between requests, so there is nothing to resume or expire.
 */
export function serveHttp({ host, port, baseUrl, document, defaultKey }: HttpOptions): Promise<HttpServer> {
  const allowedHosts = allowedHostsFor(host, port);
  // Keyed by the key's SHA-256, not the key: no secret is kept in memory longer than its request.
  const scopesByKey = new Map<string, { scopes: Promise<string[]>; at: number }>();
  const scopesFor = (key: string, client: Parameters<typeof scopesOf>[0]) => {
    const fingerprint = createHash('sha256').update(key).digest('hex');
    const now = Date.now();
    const cached = scopesByKey.get(fingerprint);
    if (cached && now - cached.at < SCOPES_TTL_MS) return cached.scopes;
    for (const [other, entry] of scopesByKey) if (now - entry.at >= SCOPES_TTL_MS) scopesByKey.delete(other);
    const scopes = scopesOf(client);
    scopesByKey.set(fingerprint, { scopes, at: now });
    scopes.catch(() => scopesByKey.delete(fingerprint));
    return scopes;
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (new URL(req.url ?? '/', 'http://mcp').pathname !== '/mcp') return answer(res, 404, 'Not found: the MCP endpoint is /mcp.');
    if (req.method !== 'POST') return answer(res, 405, 'Method not allowed: this server is stateless, POST only.', { allow: 'POST' });
    const key = bearerOf(req.headers.authorization) ?? defaultKey;
    if (!key) return answer(res, 401, 'Send the API key as Authorization: Bearer <key>.', { 'www-authenticate': 'Bearer' });
    const client = createPracticePaperClient({ baseUrl, apiKey: key });
    let scopes: string[];
    try {
      scopes = await scopesFor(key, client);
    } catch (error) {
      if (error instanceof PracticePaperApiError && error.status === 401) {
        return answer(res, 401, error.message, { 'www-authenticate': 'Bearer' });
      }
      return answer(res, 502, `The API did not confirm the key: ${error instanceof Error ? error.message : String(error)}`);
    }
    const server = createMcpServer({ document, client, scopes, localFiles: false });
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableDnsRebindingProtection: true,
      allowedHosts,
      maxRequestBodySize: MAX_MESSAGE_BYTES,
    });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res);
  }

  const http = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      process.stderr.write(`mcp: ${error instanceof Error ? error.stack : String(error)}\n`);
      if (!res.headersSent) answer(res, 500, 'Internal error.');
      else res.end();
    });
  });
  return new Promise((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, host, () => resolve(http));
  });
}
