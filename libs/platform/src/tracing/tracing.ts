import { type Attributes, type Context, context, SpanKind, SpanStatusCode, trace, type Tracer } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import type { TracingConfig } from '../config/config-schemas.js';

export { SpanKind };

/** The process's tracer while traces are exported; undefined (everything untraced, nothing allocated) otherwise. */
let tracer: Tracer | undefined;
let provider: TracerProvider | undefined;

/** Whether the process exports traces: callers skip building spans, carriers and headers when not. */
export function tracingOn(): boolean {
  return tracer !== undefined;
}

/**
 * Where spans are sent, as OpenTelemetry specifies it: the traces endpoint as it is, else the base
 * endpoint with `/v1/traces` appended; undefined (tracing off) when neither is set.
 */
export function otlpTracesUrlOf(config: TracingConfig): string | undefined {
  if (config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  const base = config.OTEL_EXPORTER_OTLP_ENDPOINT;
  return base && `${base.replace(/\/+$/, '')}/v1/traces`;
}

/**
 * Starts exporting this process's spans over OTLP/HTTP (JSON) when an endpoint is configured, as
 * `service.name` = `service`; otherwise does nothing: no provider is registered and the API stays
 * the no-op one. Once per process (the embedded mode is one process, "standalone"). The exporter
 * reads the other standard OTEL_EXPORTER_OTLP_* variables (headers, timeout, compression) itself.
 */
export function startTracing(service: string, config: TracingConfig): void {
  const url = otlpTracesUrlOf(config);
  if (provider || !url) return;
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': service }),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url }) })],
  });
  trace.setGlobalTracerProvider(provider);
  tracer = provider.getTracer('@pp/platform');
}

/** Sends the spans still buffered and stops exporting: the last step of a graceful shutdown. */
export async function stopTracing(): Promise<void> {
  const stopping = provider;
  provider = undefined;
  tracer = undefined;
  if (!stopping) return;
  await stopping.shutdown().catch(() => undefined);
  trace.disable();
  context.disable();
}

export interface SpanStart {
  name: string;
  kind: SpanKind;
  attributes?: Attributes;
  /** The parent; the active context by default. */
  parent?: Context;
}

/**
 * Runs `work` in a span (the active one while it runs): ended when `work` settles, with an error
 * status if it rejects (the error's message is not recorded: it may hold personal data).
 * Without tracing, just runs `work`, and `startOf` (the span's name and attributes) is never built.
 */
export function inSpan<T>(startOf: () => SpanStart, work: () => Promise<T>): Promise<T> {
  if (!tracer) return work();
  const start = startOf();
  const parent = start.parent ?? context.active();
  const span = tracer.startSpan(start.name, { kind: start.kind, attributes: start.attributes }, parent);
  return context.with(trace.setSpan(parent, span), async () => {
    try {
      return await work();
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR });
      span.setAttribute('error.type', error instanceof Error ? error.name : 'unknown');
      throw error;
    } finally {
      span.end();
    }
  });
}

/** Runs `work` with `parent` (a remote caller's context) as the active context. */
export function withParent<T>(parent: Context, work: () => T): T {
  return context.with(parent, work);
}
