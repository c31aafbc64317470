import type { Static, TSchema } from '@sinclair/typebox';
import { compileSchema } from '@pp/platform';

/** Where the model is and how to reach it: MARKING_MODEL_URL (the API's base, `…/v1`), MARKING_MODEL_NAME, the key, the timeout. */
export interface ChatModelSettings {
  url: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

/** One question to the model: instructions, the scheme's text, the page images and the schema its answer must follow. */
export interface ChatModelQuestion<S extends TSchema> {
  system: string;
  text: string;
  pages: ReadonlyArray<{ pageId: string; png: Uint8Array }>;
  schemaName: string;
  schema: S;
}

/** The model gave no answer the service can use; the message says why without quoting the reply (it may hold a learner's writing). */
export class ModelUnavailable extends Error {
  override name = 'ModelUnavailable';
}

/**
 * An OpenAI-compatible chat completions API with image input (vLLM, Ollama, a hosted one): the
 * scheme as text, each page as a PNG data URL after its page id, and a strict JSON schema for the
 * answer (`response_format: json_schema`). Node's own fetch, cut off by the job's signal or the
 * timeout; the reply's content is checked against the schema like any input.
 */
export class ChatModelClient {
  private readonly endpoint: string;

  constructor(private readonly settings: ChatModelSettings) {
    this.endpoint = `${settings.url.replace(/\/+$/, '')}/chat/completions`;
  }

  get model(): string {
    return this.settings.model;
  }

  /** The model's answer, valid against the question's schema; ModelUnavailable otherwise. An abort of `signal` is rethrown as it is. */
  async ask<S extends TSchema>(question: ChatModelQuestion<S>, signal: AbortSignal): Promise<Static<S>> {
    const body = {
      model: this.settings.model,
      temperature: 0,
      messages: [
        { role: 'system', content: question.system },
        {
          role: 'user',
          content: [
            { type: 'text', text: question.text },
            ...question.pages.flatMap(({ pageId, png }) => [
              { type: 'text', text: `Page ${pageId}:` },
              { type: 'image_url', image_url: { url: `data:image/png;base64,${Buffer.from(png).toString('base64')}` } },
            ]),
          ],
        },
      ],
      // Serialised, the TypeBox schema is plain JSON schema (its own markers are symbols).
      response_format: {
        type: 'json_schema',
        json_schema: { name: question.schemaName, strict: true, schema: JSON.parse(JSON.stringify(question.schema)) as unknown },
      },
    };
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.settings.apiKey) headers.authorization = `Bearer ${this.settings.apiKey}`;
    const reply = await this.post(JSON.stringify(body), headers, signal);
    const content = (reply as { choices?: Array<{ message?: { content?: unknown } }> })?.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new ModelUnavailable('a reply with no message content');
    let answer: unknown;
    try {
      answer = JSON.parse(content);
    } catch {
      throw new ModelUnavailable('a reply that is not JSON');
    }
    const checked = compileSchema(question.schema, 'reply').check(answer);
    if (!checked.ok) throw new ModelUnavailable('a reply that does not follow the schema');
    return checked.value;
  }

  private async post(body: string, headers: Record<string, string>, signal: AbortSignal): Promise<unknown> {
    const limited = AbortSignal.any([signal, AbortSignal.timeout(this.settings.timeoutMs)]);
    try {
      const response = await fetch(this.endpoint, { method: 'POST', headers, body, signal: limited });
      if (!response.ok) {
        await response.body?.cancel();
        throw new ModelUnavailable(`HTTP ${response.status}`);
      }
      return await response.json();
    } catch (error) {
      signal.throwIfAborted();
      if (error instanceof ModelUnavailable) throw error;
      if (limited.aborted) throw new ModelUnavailable(`no reply within ${this.settings.timeoutMs} ms`);
      if (error instanceof SyntaxError) throw new ModelUnavailable('a reply that is not JSON');
      throw new ModelUnavailable('the model could not be reached');
    }
  }
}
