import { answerEnumsOf, answerSchemaOf, type FakeChatModel, imagesOf, promptTextOf, startFakeChatModel } from '@pp/testing';
import { ChatModelClient, ModelUnavailable } from './chat-model.client.js';
import { modelDecisionsSchema } from './model-decision.schema.js';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const question = {
  system: 'You are an examiner.',
  text: 'Question 1. - id q1-a-A1 (to decide); part (a); mark A1; requires: correct root',
  pages: [{ pageId: 'asset:p1', png: PNG }],
  schemaName: 'marking_decisions',
  schema: modelDecisionsSchema(['q1-a-A1'], ['asset:p1']),
};
const decision = {
  allocationId: 'q1-a-A1',
  decision: 'awarded',
  quote: 'z = 3 - 2i',
  pageId: 'asset:p1',
  box: { x: 0.1, y: 0.2, width: 0.3, height: 0.03 },
  reason: 'The root matches the scheme.',
};

describe('ChatModelClient against an OpenAI-compatible API', () => {
  let fake: FakeChatModel;
  const client = (options: { apiKey?: string; timeoutMs?: number } = {}) =>
    new ChatModelClient({ url: `${fake.url}/`, model: 'qwen2.5-vl', apiKey: options.apiKey, timeoutMs: options.timeoutMs ?? 10_000 });

  beforeEach(async () => {
    fake = await startFakeChatModel(() => ({ content: JSON.stringify({ decisions: [decision] }) }));
  });
  afterEach(() => fake.close());

  it('asks with the scheme, the page images and a strict JSON schema, with the key as a Bearer token, and returns the checked answer', async () => {
    const answer = await client({ apiKey: 'sk-test-123' }).ask(question, new AbortController().signal);
    expect(answer).toEqual({ decisions: [decision] });
    const [request] = fake.requests;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer sk-test-123');
    expect(request.body).toMatchObject({
      model: 'qwen2.5-vl',
      temperature: 0,
      messages: [{ role: 'system', content: 'You are an examiner.' }, { role: 'user' }],
    });
    expect(promptTextOf(request)).toContain('requires: correct root');
    expect(promptTextOf(request)).toContain('Page asset:p1:');
    expect(imagesOf(request)).toEqual([`data:image/png;base64,${Buffer.from(PNG).toString('base64')}`]);
    expect(request.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'marking_decisions', strict: true } });
    expect(answerSchemaOf(request)?.properties?.decisions.items).toMatchObject({
      additionalProperties: false,
      required: ['allocationId', 'decision', 'quote', 'pageId', 'box', 'reason'],
    });
    expect(answerEnumsOf(request)).toEqual({
      allocationId: ['q1-a-A1'],
      decision: ['awarded', 'withheld', 'uncertain'],
      pageId: ['asset:p1'],
    });
  });

  it('sends no authorization header without a key', async () => {
    await client().ask(question, new AbortController().signal);
    expect(fake.requests[0].headers.authorization).toBeUndefined();
  });

  it('reports a server error, a reply out of schema, a reply that is not JSON and no reply in time as the model being unavailable', async () => {
    const signal = new AbortController().signal;
    fake.answerWith(() => ({ status: 503 }));
    await expect(client().ask(question, signal)).rejects.toThrow(new ModelUnavailable('HTTP 503'));
    fake.answerWith(() => ({ content: JSON.stringify({ decisions: [{ ...decision, allocationId: 'q9-z-B1' }] }) }));
    await expect(client().ask(question, signal)).rejects.toThrow(new ModelUnavailable('a reply that does not follow the schema'));
    fake.answerWith(() => ({ content: 'The answer is correct.' }));
    await expect(client().ask(question, signal)).rejects.toThrow(new ModelUnavailable('a reply that is not JSON'));
    fake.answerWith(() => ({ hang: true }));
    await expect(client({ timeoutMs: 300 }).ask(question, signal)).rejects.toThrow(new ModelUnavailable('no reply within 300 ms'));
  });

  it('reports a server that cannot be reached as the model being unavailable', async () => {
    const gone = client();
    await fake.close();
    await expect(gone.ask(question, new AbortController().signal)).rejects.toThrow(new ModelUnavailable('the model could not be reached'));
    fake = await startFakeChatModel();
  });

  it("passes the job's abort on as it is: the job, not the model, decides what happens then", async () => {
    fake.answerWith(() => ({ hang: true }));
    const job = new AbortController();
    const asking = client().ask(question, job.signal);
    job.abort(new Error('lease lost'));
    await expect(asking).rejects.toThrow('lease lost');
  });
});
