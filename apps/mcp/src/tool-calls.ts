import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { type AssetUpload, type PracticePaperClient, unwrap, uploadAsset } from '@pp/sdk';
import { resourceUriOf } from './resources.js';
import { errorResult, type FileAnswer, fileMediaTypeOf, fileNameOf, fileResult, jsonResult } from './result-shaping.js';
import type { ApiTool, ToolBinding } from './tools-from-openapi.js';
import { type FileArguments, readUpload } from './upload-files.js';

export type ToolArguments = Record<string, unknown>;

export interface CallContext {
  client: PracticePaperClient;
  localFiles: boolean;
  signal?: AbortSignal;
}

/**
 * How long preparePaperExports may hold its answer (`Prefer: wait`): under the 60 s an MCP client
 * waits for a request by default. A 202 then tells the model to ask again.
 */
export const PREPARE_WAIT_SECONDS = 45;

/** The upload operations, by the SDK's uploadAsset (it reads the asset list before uploading again after a lost answer). */
const UPLOAD_TARGETS: Record<string, (id: string) => AssetUpload['into']> = {
  uploadMarkingAsset: (id) => ({ session: id }),
  uploadImportAsset: (id) => ({ import: id }),
};

type LooseRequest = (
  method: string,
  path: string,
  init: Record<string, unknown>,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/** The typed client's `request`, for a path and method known only at run time (from the served document). */
const request = (client: PracticePaperClient, method: string, path: string, init: Record<string, unknown>) =>
  (client.request as unknown as LooseRequest)(method.toLowerCase(), path, init);

const pick = (args: ToolArguments, names: string[]) =>
  Object.fromEntries(names.filter((name) => args[name] !== undefined).map((name) => [name, args[name]]));

/** A path with its parameters filled in (`/papers/{id}` → `/papers/1f...`). */
export const expandPath = (path: string, parameters: Record<string, unknown>) =>
  path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(parameters[name])));

/** A file the API answers with (a PDF, a scan, a diagram), with the pp:// address resources/read serves it at. */
export async function downloadFile(
  { client, signal }: CallContext,
  binding: ToolBinding,
  parameters: Record<string, unknown>,
): Promise<FileAnswer> {
  const result = await request(client, binding.method, binding.path, { params: { path: parameters }, parseAs: 'arrayBuffer', signal });
  const bytes = new Uint8Array(unwrap(result) as ArrayBuffer);
  const uri = resourceUriOf(expandPath(binding.path, parameters));
  const name = fileNameOf(result.response.headers.get('content-disposition'), uri);
  return { uri, name, mimeType: fileMediaTypeOf(result.response.headers.get('content-type'), name), bytes };
}

async function upload(context: CallContext, binding: ToolBinding, args: ToolArguments): Promise<CallToolResult> {
  const into = UPLOAD_TARGETS[binding.operationId];
  if (!into) throw new Error(`${binding.operationId} takes a file this server cannot send.`);
  const { bytes, mediaType } = await readUpload(args as FileArguments, context.localFiles);
  const asset = await uploadAsset(context.client, {
    into: into(String(args.id)),
    kind: args.kind as AssetUpload['kind'],
    name: String(args.name),
    bytes,
    mediaType,
    signal: context.signal,
  });
  return jsonResult({ asset });
}

async function send(context: CallContext, binding: ToolBinding, args: ToolArguments): Promise<CallToolResult> {
  const parameters = pick(args, binding.pathParameters);
  if (binding.download) return fileResult(await downloadFile(context, binding, parameters));
  if (binding.body?.kind === 'file') return upload(context, binding, args);
  const init = {
    params: {
      path: parameters,
      query: pick(args, binding.queryParameters),
      ...(binding.prefer && { header: { Prefer: `wait=${PREPARE_WAIT_SECONDS}` } }),
    },
    ...(binding.body?.kind === 'json' && { body: args.body }),
    ...(binding.body?.kind === 'empty' && { body: {} }),
    signal: context.signal,
  };
  return jsonResult(unwrap(await request(context.client, binding.method, binding.path, init)));
}

/** Calls a tool's operation through the SDK client (its retries and Idempotency-Keys); errors come back as isError results. */
export async function callApiTool(context: CallContext, tool: ApiTool, args: ToolArguments = {}): Promise<CallToolResult> {
  const unknown = Object.keys(args).filter((name) => !(name in tool.inputSchema.properties));
  if (unknown.length > 0) {
    return errorResult(
      new Error(`${tool.name} takes no argument ${unknown.join(', ')}; it takes ${Object.keys(tool.inputSchema.properties).join(', ')}.`),
    );
  }
  try {
    return await send(context, tool.binding, args);
  } catch (error) {
    return errorResult(error);
  }
}
