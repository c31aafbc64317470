import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A JSON schema, as far as the tests read one. */
export interface JsonSchemaNode {
  type?: string;
  enum?: string[];
  properties?: Record<string, JsonSchemaNode>;
  items?: JsonSchemaNode;
  required?: string[];
  additionalProperties?: boolean;
  description?: string;
}

type ContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

/** A chat completions request body, as far as the tests read one. */
export interface ChatCompletionBody {
  model?: string;
  temperature?: number;
  messages?: Array<{ role: string; content: string | ContentPart[] }>;
  response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: JsonSchemaNode } };
}

/** One request the fake received: its path, headers and JSON body. */
export interface ChatModelRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: ChatCompletionBody;
}

/**
 * What the fake answers a request with: a chat completion whose message content is `content`
 * (JSON text, as a model in structured-output mode writes it), an HTTP error, or no answer at all
 * (the connection held open until the caller gives up or the fake closes).
 */
export type ChatModelReply = { content: string } | { status: number; body?: string } | { hang: true };

export interface FakeChatModel {
  /** The API's base URL, as MARKING_MODEL_URL takes it: `http://127.0.0.1:<port>/v1`. */
  url: string;
  /** Every request received, oldest first. */
  requests: ChatModelRequest[];
  /** Sets how the next requests are answered. */
  answerWith(reply: (request: ChatModelRequest) => ChatModelReply): void;
  close(): Promise<void>;
}

/** The schema the request asked the answer to follow (`response_format.json_schema.schema`). */
export const answerSchemaOf = (request: ChatModelRequest): JsonSchemaNode | undefined => request.body.response_format?.json_schema?.schema;

/** The enums of the answer schema's decision items, by property (`allocationId`: the ids asked about, `pageId`: the pages sent). */
export const answerEnumsOf = (request: ChatModelRequest): Record<string, string[]> =>
  Object.fromEntries(
    Object.entries(answerSchemaOf(request)?.properties?.decisions?.items?.properties ?? {}).flatMap(([name, node]) =>
      node.enum ? [[name, node.enum]] : [],
    ),
  );

const partsOf = (request: ChatModelRequest): ContentPart[] =>
  (request.body.messages ?? []).flatMap((m) => (typeof m.content === 'string' ? [{ type: 'text' as const, text: m.content }] : m.content));

/** The text of a request's messages, joined. */
export const promptTextOf = (request: ChatModelRequest): string =>
  partsOf(request)
    .flatMap((part) => (part.type === 'text' ? [part.text] : []))
    .join('\n');

/** The data URLs of the images a request carries. */
export const imagesOf = (request: ChatModelRequest): string[] =>
  partsOf(request).flatMap((part) => (part.type === 'image_url' ? [part.image_url.url] : []));

/**
 * A stand-in for an OpenAI-compatible chat completions API (vLLM, Ollama, a hosted one), which is a
 * system outside ours: POST `/v1/chat/completions` (or `/chat/completions`) answered in OpenAI's
 * response shape from a reply function a test scripts, every request recorded. Anything else is 404.
 */
export async function startFakeChatModel(
  reply: (request: ChatModelRequest) => ChatModelReply = () => ({ status: 503 }),
): Promise<FakeChatModel> {
  let answer = reply;
  const requests: ChatModelRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      if (req.method !== 'POST' || !['/v1/chat/completions', '/chat/completions'].includes(path)) {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      let body: ChatCompletionBody;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not JSON' } }));
        return;
      }
      const request = { path, headers: req.headers, body };
      requests.push(request);
      const reply = answer(request);
      if ('hang' in reply) return;
      if ('status' in reply) {
        res
          .writeHead(reply.status, { 'content-type': 'application/json' })
          .end(reply.body ?? JSON.stringify({ error: { message: 'scripted failure' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: `chatcmpl-fake-${requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model ?? 'fake',
          choices: [{ index: 0, message: { role: 'assistant', content: reply.content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    answerWith: (next) => void (answer = next),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
