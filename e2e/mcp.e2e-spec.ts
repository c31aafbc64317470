import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { type QuestionPin, type Scope, SCOPES } from '@pp/contracts';
import { type AppProcess, freePort, mainOf, type StackInfo, stopChild } from '@pp/testing';
import { createAccountWithKey } from './support/accounts.js';
import { call, describeOnSharedStacks, stackOf } from './support/stacks.js';

const READ_ONLY: Scope[] = ['questions:read', 'papers:read'];

/** An MCP client session with the server launched as a client launches it: `node dist/apps/mcp/src/main.js`, on stdio. */
async function stdioSession(stack: StackInfo, key: string): Promise<Client> {
  const client = new Client({ name: 'e2e', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [mainOf('mcp')],
      env: { ...getDefaultEnvironment(), PP_BASE_URL: stack.url, PP_API_KEY: key },
    }),
  );
  return client;
}

/** The tools a key's scopes allow, by the API's own document: its keyed operations, and markScan with marking and papers:read. */
async function toolsAllowed(stack: StackInfo, scopes: readonly string[]): Promise<string[]> {
  const document = (await call(stack, '/openapi.json')).body;
  const operations = Object.values(document.paths).flatMap((item: any) => Object.values(item)) as any[];
  const allowed = operations
    .filter((operation) => operation['x-required-scopes']?.every((scope: string) => scopes.includes(scope)))
    .map((operation) => operation.operationId);
  const markScan = ['marking:submit', 'marking:read', 'papers:read'].every((scope) => scopes.includes(scope));
  return [...allowed, ...(markScan ? ['markScan'] : [])].sort();
}

const textOf = (result: CallToolResult) => result.content.filter((item) => item.type === 'text').map((item) => item.text);
/** The JSON of a tool's answer: its last text (a plain first line may come before it). */
const jsonOf = (result: CallToolResult) => JSON.parse(textOf(result).at(-1)!);

/** `main.js --http` on a port, with no PP_API_KEY: each client brings its own key. */
function spawnHttpServer(stack: StackInfo, port: number): AppProcess {
  const { PP_API_KEY: _, ...env } = process.env;
  const child = spawn(process.execPath, [mainOf('mcp'), '--http', '--port', String(port)], {
    env: { ...env, PP_BASE_URL: stack.url },
    stdio: ['ignore', 'ignore', 'pipe'],
  }) as AppProcess;
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return child;
}

/** A raw HTTP POST to the MCP endpoint with the headers given (fetch cannot set Host). */
function post(port: number, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/mcp', method: 'POST', headers }, (res) => {
      res.resume();
      resolve(res.statusCode!);
    });
    req.on('error', reject);
    req.end(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }));
  });
}

describeOnSharedStacks('the MCP server (%s mode)', (mode) => {
  const stack = stackOf(mode);
  let full: { key: string; mcp: Client };
  let readOnly: { key: string; mcp: Client };
  /** The paper the download case prints, and its question paper: the markScan case's learner leaves it blank. */
  let printed: { paperId: string; pdf: Buffer };

  beforeAll(async () => {
    const [fullKey, readKey] = await Promise.all([
      createAccountWithKey(stack, { scopes: [...SCOPES] }),
      createAccountWithKey(stack, { scopes: READ_ONLY }),
    ]);
    full = { key: fullKey.key, mcp: await stdioSession(stack, fullKey.key) };
    readOnly = { key: readKey.key, mcp: await stdioSession(stack, readKey.key) };
  });

  afterAll(async () => {
    await Promise.all([full?.mcp.close(), readOnly?.mcp.close()]);
  });

  it('lists the tools each key’s scopes allow: a read-only key gets reads only', async () => {
    const [fullTools, readTools] = await Promise.all([full.mcp.listTools(), readOnly.mcp.listTools()]);
    expect(fullTools.tools.map((tool) => tool.name).sort()).toEqual(await toolsAllowed(stack, SCOPES));
    expect(readTools.tools.map((tool) => tool.name).sort()).toEqual(await toolsAllowed(stack, READ_ONLY));
    expect(readTools.tools.map((tool) => tool.name)).toEqual(
      expect.arrayContaining(['searchQuestions', 'readPaper', 'downloadQuestionPaper']),
    );
    expect(readTools.tools.map((tool) => tool.name)).not.toContain('createPaper');
    expect(readTools.tools.every((tool) => tool.annotations?.readOnlyHint === true)).toBe(true);
    const createPaper = fullTools.tools.find((tool) => tool.name === 'createPaper')!;
    expect(createPaper.annotations).toMatchObject({ readOnlyHint: false, idempotentHint: true });
    expect(createPaper.inputSchema.required).toEqual(['body']);
  });

  it('searches questions and creates a paper of them, which the API then has; an unknown paper is an error with its code', async () => {
    const search = (await full.mcp.callTool({ name: 'searchQuestions', arguments: { limit: 2 } })) as CallToolResult;
    expect(search.isError).toBeFalsy();
    const pins: QuestionPin[] = jsonOf(search).items.map((item: { pin: QuestionPin }) => item.pin);
    expect(pins).toHaveLength(2);

    const id = randomUUID();
    const body = { id, title: 'Made by a model', questions: pins, writingSpace: 'smart', gradeGuide: false };
    const created = (await full.mcp.callTool({ name: 'createPaper', arguments: { body } })) as CallToolResult;
    expect(created.isError).toBeFalsy();
    expect(jsonOf(created).paper).toMatchObject({ id, revision: 1, title: 'Made by a model' });
    const read = await call(stack, `/papers/${id}`, { key: full.key });
    expect(read.status).toBe(200);
    expect(read.body.paper.questions).toEqual(pins);

    const unknown = (await full.mcp.callTool({ name: 'readPaper', arguments: { id: randomUUID() } })) as CallToolResult;
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)[0]).toMatch(/^404 not_found: /);
    const invalid = (await full.mcp.callTool({
      name: 'createPaper',
      arguments: { body: { ...body, id: randomUUID(), questions: [] } },
    })) as CallToolResult;
    expect(invalid.isError).toBe(true);
    expect(textOf(invalid)[0]).toMatch(/^422 validation_failed: [\s\S]*\ndetails: .*body\.questions/);
  });

  it('answers a download with a PDF resource, also served by resources/read', async () => {
    const pins = jsonOf((await full.mcp.callTool({ name: 'searchQuestions', arguments: { limit: 1 } })) as CallToolResult).items.map(
      (item: { pin: QuestionPin }) => item.pin,
    );
    const id = randomUUID();
    await full.mcp.callTool({
      name: 'createPaper',
      arguments: { body: { id, title: 'One question', questions: pins, writingSpace: 'none', gradeGuide: false } },
    });
    const prepared = (await full.mcp.callTool({ name: 'preparePaperExports', arguments: { id, revision: 1 } })) as CallToolResult;
    expect(textOf(prepared)[0]).toMatch(/^Both PDFs are ready/);

    const downloaded = (await full.mcp.callTool({ name: 'downloadQuestionPaper', arguments: { id, revision: 1 } })) as CallToolResult;
    const uri = `pp://papers/${id}/revisions/1/exports/question-paper`;
    const resource = downloaded.content.find((item) => item.type === 'resource');
    expect(resource).toMatchObject({ resource: { uri, mimeType: 'application/pdf' } });
    const bytes = Buffer.from((resource as { resource: { blob: string } }).resource.blob, 'base64');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const templates = await full.mcp.listResourceTemplates();
    expect(templates.resourceTemplates).toContainEqual(
      expect.objectContaining({ uriTemplate: 'pp://papers/{id}/revisions/{revision}/exports/question-paper', mimeType: 'application/pdf' }),
    );
    const read = await full.mcp.readResource({ uri });
    expect(read.contents).toEqual([{ uri, mimeType: 'application/pdf', blob: bytes.toString('base64') }]);
    printed = { paperId: id, pdf: bytes };
  });

  // One marking run, on the distributed stack (the CLI's runs on the embedded one): markScan is the SDK's markPaperScan, run in both modes by the SDK suite.
  if (mode === 'distributed')
    it('marks a scan with markScan (session from the paper, upload, questions by page, start, poll), saying what is final', async () => {
      const progress: number[] = [];
      const marked = (await full.mcp.callTool(
        { name: 'markScan', arguments: { paperId: printed.paperId, revision: 1, contentBase64: printed.pdf.toString('base64') } },
        undefined,
        { onprogress: ({ progress: step }) => progress.push(step) },
      )) as CallToolResult;
      expect(marked.isError).toBeFalsy();
      const { session } = jsonOf(marked);
      expect(session.source).toMatchObject({ kind: 'paper', paperId: printed.paperId, revision: 1 });
      // The scan uploaded once as work (the server attaches the paper's mark scheme as the scheme asset).
      const work = session.assets.filter((asset: { kind: string }) => asset.kind === 'work');
      expect(work).toEqual([expect.objectContaining({ mediaType: 'application/pdf', byteSize: printed.pdf.length })]);
      expect(session.questions.map((question: { label: string }) => question.label)).toEqual(['1']);
      // The blank answer earns nothing; the first line says so, and calls a total final only when it is.
      const [question] = session.questions;
      expect(question.result?.score.awarded ?? 0).toBe(0);
      expect(textOf(marked)[0]).toMatch(
        question.status === 'completed' ? /^Q1: 0 of \d+\. Paper total \(final\)/ : /^Q1: .*No paper total/,
      );
      expect(progress).toEqual([1, 2, 3, 4, 5]);
    });

  it('offers the journeys’ prompts to a key that can follow them, and the public documents as resources', async () => {
    const prompts = await full.mcp.listPrompts();
    expect(prompts.prompts.map((prompt) => prompt.name)).toEqual(['build-paper-on-weak-skills', 'mark-scan-and-explain']);
    expect((await readOnly.mcp.listPrompts()).prompts).toEqual([]);
    const prompt = await full.mcp.getPrompt({ name: 'mark-scan-and-explain', arguments: { paperId: 'P1' } });
    expect(prompt.messages[0]!.content).toMatchObject({ type: 'text', text: expect.stringContaining('provisional') });

    const resources = await readOnly.mcp.listResources();
    expect(resources.resources.map((resource) => resource.uri)).toEqual(
      expect.arrayContaining(['pp://openapi.json', 'pp://guide.txt', 'pp://schemas/svc-marking-import-v1.json']),
    );
    const guide = await readOnly.mcp.readResource({ uri: 'pp://guide.txt' });
    expect(guide.contents[0]).toMatchObject({ uri: 'pp://guide.txt', mimeType: 'text/plain', text: expect.stringContaining('SCOPES') });
  });

  describe('over streamable HTTP', () => {
    let server: AppProcess;
    let port: number;

    beforeAll(async () => {
      port = await freePort();
      server = spawnHttpServer(stack, port);
      await new Promise<void>((resolve, reject) => {
        server.stderr!.on('data', (chunk: Buffer) => chunk.toString().includes('streamable HTTP at') && resolve());
        void server.exited.then((status) => reject(new Error(`the MCP server exited: ${JSON.stringify(status)}`)));
      });
    });

    afterAll(async () => {
      if (server) await stopChild(server);
    });

    it('lists a client’s tools by the key it sends, and refuses a request without a key or for another host', async () => {
      const client = new Client({ name: 'e2e-http', version: '1.0.0' });
      await client.connect(
        new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}/mcp`), {
          requestInit: { headers: { authorization: `Bearer ${readOnly.key}` } },
        }),
      );
      try {
        expect((await client.listTools()).tools.map((tool) => tool.name).sort()).toEqual(await toolsAllowed(stack, READ_ONLY));
      } finally {
        await client.close();
      }
      const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
      expect(await post(port, headers)).toBe(401);
      expect(await post(port, { ...headers, authorization: `Bearer ${readOnly.key}`, host: `evil.example:${port}` })).toBe(403);
    });
  });
});
