import { randomBytes, randomUUID } from 'node:crypto';
import { type CollectedSpan, eventually, type FakeOtlpCollector, type RunningStack, startFakeOtlpCollector, startStack } from '@pp/testing';
import { createAccountWithKey } from './support/accounts.js';
import { exportsPath, json, pinsOf } from './support/papers.js';
import { call, describeWithOwnStacks } from './support/stacks.js';

/** A caller's W3C trace context: a fresh trace id and the caller's own span id, sampled. */
function callerContext(): { traceId: string; spanId: string; traceparent: string } {
  const traceId = randomBytes(16).toString('hex');
  const spanId = randomBytes(8).toString('hex');
  return { traceId, spanId, traceparent: `00-${traceId}-${spanId}-01` };
}

/** OTLP's span kinds. */
const KIND = { server: 2, client: 3, producer: 4, consumer: 5 } as const;
/** The gateway's span of an HTTP request (the embedded mode's RPC server spans are the same process's). */
const isRequestSpan = (span: CollectedSpan) => span.kind === KIND.server && 'http.route' in span.attributes;
const isRpcServerSpan = (span: CollectedSpan) => span.kind === KIND.server && span.name.startsWith('rpc.');

/** Creates a paper and prepares its exports (held until they are ready: the render job has run), each request with its own caller's trace context. */
async function createAndExport(stack: RunningStack, traces: { create: string; export: string }): Promise<{ paperId: string; key: string }> {
  const account = await createAccountWithKey(stack, { scopes: ['questions:read', 'papers:read', 'papers:write'] });
  const paperId = randomUUID();
  const pins = await pinsOf(stack, account.key, 2);
  const created = await call(
    stack,
    '/papers',
    json({ id: paperId, title: 'Traced', questions: pins }, account.key, { traceparent: traces.create }),
  );
  expect(created.status).toBe(201);
  const ready = await call(stack, exportsPath(paperId), json({}, account.key, { traceparent: traces.export }));
  expect(ready.status).toBe(200);
  return { paperId, key: account.key };
}

/** Each mode with its own stack exporting to the fake collector; the default (no endpoint, nothing stored) is checked on the shared stacks (e2e/metrics). */
const MODES = ['distributed', 'embedded'] as const;

describeWithOwnStacks('traces (W3C trace context, OTLP)', () => {
  let collector: FakeOtlpCollector;

  beforeAll(async () => {
    collector = await startFakeOtlpCollector();
  });

  afterAll(async () => {
    await collector?.close();
  });

  /** The spans of a trace, once `done` holds for them (the processes export in batches, every few seconds). */
  async function spansOf(traceId: string, done: (spans: CollectedSpan[]) => boolean): Promise<CollectedSpan[]> {
    const of = () => collector.spans.filter((span) => span.traceId === traceId);
    await eventually(() => done(of()), 60_000, `the spans of trace ${traceId}`).catch(() => undefined);
    return of();
  }

  /** Every span but the gateway's has its parent in the trace; the gateway's parent is the caller's span. */
  function expectOneChain(spans: CollectedSpan[], caller: { spanId: string }): void {
    const ids = new Set(spans.map((span) => span.spanId));
    const orphans = spans.filter((span) => span.parentSpanId !== caller.spanId && !ids.has(span.parentSpanId ?? ''));
    expect(orphans.map(({ service, name }) => `${service} ${name}`)).toEqual([]);
  }

  it.each(MODES)(
    '%s: the gateway, the services it calls, the render job and the event consumer all continue the caller’s trace',
    async (mode) => {
      // The embedded mode is one process: every span is the standalone app's, in the same shape.
      const service = (name: string) => (mode === 'embedded' ? 'standalone' : name);
      const stack = await startStack(mode, { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url });
      try {
        const create = callerContext();
        const exporting = callerContext();
        const { paperId, key } = await createAndExport(stack, { create: create.traceparent, export: exporting.traceparent });

        const created = await spansOf(
          create.traceId,
          (spans) =>
            spans.some(isRequestSpan) &&
            spans.some((span) => span.service === service('paper') && isRpcServerSpan(span) && span.name.startsWith('rpc.paper.')),
        );
        const gateway = created.find((span) => span.service === service('gateway') && isRequestSpan(span))!;
        expect(gateway).toMatchObject({
          name: 'createPaper',
          kind: KIND.server,
          parentSpanId: create.spanId,
          attributes: { 'http.request.method': 'POST', 'http.route': '/v1/papers', 'http.response.status_code': 201 },
        });
        const client = created.find(
          (span) => span.service === service('gateway') && span.kind === KIND.client && span.name.startsWith('rpc.paper.'),
        )!;
        expect(client.parentSpanId).toBe(gateway.spanId);
        const server = created.find((span) => span.service === service('paper') && isRpcServerSpan(span) && span.name === client.name)!;
        expect(server).toMatchObject({ name: client.name, parentSpanId: client.spanId });
        expectOneChain(created, create);

        const exported = await spansOf(exporting.traceId, (spans) => {
          const job = spans.find((span) => span.name === 'process render-exports');
          const gateway = spans.some((span) => span.service === service('gateway') && isRequestSpan(span));
          return gateway && spans.some((span) => span.name === 'process events.export.state-changed' && span.parentSpanId === job?.spanId);
        });
        const root = exported.find((span) => span.parentSpanId === exporting.spanId)!;
        expect(root).toMatchObject({ service: service('gateway'), name: 'preparePaperExports', kind: KIND.server });
        expect(
          exported.find((span) => span.service === service('export') && span.kind === KIND.server && span.name.startsWith('rpc.export.')),
        ).toBeDefined();
        // pg-boss' own spans: the send, in the RPC's transaction, and the attempt that continues it.
        const job = exported.find((span) => span.service === service('export') && span.name === 'process render-exports')!;
        expect(job).toMatchObject({ kind: KIND.consumer, attributes: { 'messaging.system': 'pg-boss', 'pgboss.job.retry_count': 0 } });
        const send = exported.find((span) => span.spanId === job.parentSpanId)!;
        expect(send).toMatchObject({ service: service('export'), name: 'send render-exports', kind: KIND.producer });
        // The "ready" event is enqueued by the job: its consumer in the paper service is the job's child.
        const consumers = exported.filter((span) => span.name === 'process events.export.state-changed');
        expect(consumers.every((span) => span.service === service('paper') && span.kind === KIND.consumer)).toBe(true);
        expect(consumers.map((span) => span.parentSpanId)).toContain(job.spanId);
        expect(consumers[0].attributes).toMatchObject({
          'messaging.destination.name': 'events.export.state-changed',
          'messaging.consumer.group.name': 'paper-exports-state',
        });
        expectOneChain(exported, exporting);
        // Routes, not paths: no attribute carries the paper's id, the key or a query string.
        expect(exported.find((span) => span.spanId === root.spanId)!.attributes['http.route']).toBe(
          '/v1/papers/:id/revisions/:revision/exports',
        );
        const values = [...created, ...exported].flatMap((span) => Object.values(span.attributes).map(String));
        expect(values.filter((value) => value.includes(paperId) || value.includes(key) || value.includes('?'))).toEqual([]);
      } finally {
        await stack.stop();
        await stack.destroy();
      }
    },
  );
});
