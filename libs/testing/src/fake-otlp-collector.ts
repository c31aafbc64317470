import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** An OTLP attribute value as the JSON encoding writes it (the kinds our spans use). */
interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  doubleValue?: number;
  boolValue?: boolean;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: OtlpAttribute[];
  status?: { code?: number };
}
interface OtlpTraceRequest {
  resourceSpans?: { resource?: { attributes?: OtlpAttribute[] }; scopeSpans?: { spans?: OtlpSpan[] }[] }[];
}

/** One span the collector received, flattened: its process's `service.name` and its own fields. */
export interface CollectedSpan {
  service: string;
  traceId: string;
  spanId: string;
  /** Absent on a trace's root span. */
  parentSpanId?: string;
  name: string;
  /** OTLP's SpanKind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes: Record<string, string | number | boolean>;
  /** OTLP's status code: 0 unset, 1 ok, 2 error. */
  statusCode: number;
}

export interface FakeOtlpCollector {
  /** The base endpoint, as OTEL_EXPORTER_OTLP_ENDPOINT takes it (the exporter posts to `/v1/traces` under it). */
  url: string;
  /** Every span received, in arrival order. */
  spans: CollectedSpan[];
  /** How many export requests arrived (any path): none at all when tracing is off. */
  requests(): number;
  close(): Promise<void>;
}

const valueOf = (value: OtlpValue): string | number | boolean =>
  value.stringValue ?? (value.intValue !== undefined ? Number(value.intValue) : (value.doubleValue ?? value.boolValue ?? ''));

const attributesOf = (attributes: OtlpAttribute[] = []): Record<string, string | number | boolean> =>
  Object.fromEntries(attributes.map(({ key, value }) => [key, valueOf(value)]));

/** The spans of an OTLP/HTTP JSON export request. */
export function spansOfOtlpRequest(body: OtlpTraceRequest): CollectedSpan[] {
  return (body.resourceSpans ?? []).flatMap(({ resource, scopeSpans }) => {
    const service = String(attributesOf(resource?.attributes)['service.name'] ?? '');
    return (scopeSpans ?? []).flatMap(({ spans }) =>
      (spans ?? []).map((span) => ({
        service,
        traceId: span.traceId,
        spanId: span.spanId,
        ...(span.parentSpanId && { parentSpanId: span.parentSpanId }),
        name: span.name,
        kind: span.kind,
        attributes: attributesOf(span.attributes),
        statusCode: span.status?.code ?? 0,
      })),
    );
  });
}

/**
 * A stand-in for an OpenTelemetry collector, which is a system outside ours: it takes OTLP/HTTP
 * exports in the JSON encoding (what @opentelemetry/exporter-trace-otlp-http sends), gzipped or
 * not, on POST `/v1/traces`, records their spans and answers as a collector does. Anything else is
 * counted and answered 404.
 */
export async function startFakeOtlpCollector(): Promise<FakeOtlpCollector> {
  const spans: CollectedSpan[] = [];
  let requests = 0;
  const server = createServer((req, res) => {
    requests++;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces' || !String(req.headers['content-type']).startsWith('application/json')) {
        res.writeHead(404).end();
        return;
      }
      try {
        const raw = Buffer.concat(chunks);
        const text = (req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
        spans.push(...spansOfOtlpRequest(JSON.parse(text) as OtlpTraceRequest));
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' }).end('{"code":3,"message":"not an OTLP JSON export"}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"partialSuccess":{}}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    requests: () => requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
