import { SERVICE_NAMES } from '@pp/contracts';
import type { TestAccount } from '@pp/testing';
import { createAccountWithKey } from './support/accounts.js';
import { named, scrape } from './support/metrics.js';
import { createPaper, pinsOf, prepare } from './support/papers.js';
import { call, describeOnSharedStacks, sql, stackOf } from './support/stacks.js';

/** The schema, the `service` label of a service's database metrics. */
const schemaOf = (service: string): string => service.replaceAll('-', '_');

describeOnSharedStacks('Prometheus metrics (%s mode)', (mode) => {
  const stack = stackOf(mode);
  let learner: TestAccount;

  beforeAll(async () => {
    learner = await createAccountWithKey(stack);
  });

  it('counts and times the gateway requests by operationId and status, and the RPCs they sent', async () => {
    const before = await scrape(stack.metricsUrl);
    const count = (samples: Map<string, number>, labels: string) => samples.get(`http_requests_total{${labels}}`) ?? 0;
    for (let i = 0; i < 2; i++) expect((await call(stack, '/me', { key: learner.key })).status).toBe(200);
    expect((await call(stack, '/me')).status).toBe(401);
    expect((await call(stack, '/questions?limit=1', { key: learner.key })).status).toBe(200);

    const after = await scrape(stack.metricsUrl);
    expect(
      count(after, 'operation="getIdentity",status="200"') - count(before, 'operation="getIdentity",status="200"'),
    ).toBeGreaterThanOrEqual(2);
    expect(
      count(after, 'operation="getIdentity",status="401"') - count(before, 'operation="getIdentity",status="401"'),
    ).toBeGreaterThanOrEqual(1);
    expect(after.get('http_request_duration_seconds_count{operation="searchQuestions",status="200"}')).toBeGreaterThanOrEqual(1);
    expect(named(after, 'http_request_duration_seconds_bucket{le="+Inf",operation="getIdentity",status="200"}')).toHaveLength(1);
    // Path parameters and query strings never become label values.
    expect(named(after, 'http_requests_total{').filter((name) => /[/?]/.test(name))).toEqual([]);
    const searched = named(after, 'rpc_duration_seconds_count{subject="rpc.question-bank.').filter((name) =>
      name.endsWith('outcome="ok"}'),
    );
    expect(searched.length).toBeGreaterThan(0);
    expect(after.get('process_cpu_seconds_total')).toBeGreaterThan(0);
  });

  it('stores no trace context while traces are off, the default (no OTEL_EXPORTER_OTLP_ENDPOINT)', async () => {
    // An export: a job, and state events in the export service's outbox.
    const author = await createAccountWithKey(stack, { scopes: ['questions:read', 'papers:read', 'papers:write'] });
    const paperId = await createPaper(stack, author, await pinsOf(stack, author.key, 1), 'Untraced');
    expect((await prepare(stack, author.key, paperId)).status).toBe(200);
    const [outbox] = await sql<{ events: number; traced: number }>(
      stack,
      `SELECT count(*)::int AS events, count(traceparent)::int AS traced FROM export.outbox WHERE payload->'data'->>'paperId' = $1`,
      [paperId],
    );
    expect(outbox).toEqual({ events: expect.any(Number), traced: 0 });
    expect(outbox.events).toBeGreaterThan(0);
    const [jobs] = await sql<{ jobs: number; traced: number }>(
      stack,
      `SELECT count(*)::int AS jobs, count(trace_context)::int AS traced FROM export.job WHERE name = 'render-exports' AND data->>'paperId' = $1`,
      [paperId],
    );
    expect(jobs).toEqual({ jobs: 1, traced: 0 });
  });

  it('is not served on the API port', async () => {
    expect((await fetch(`${new URL(stack.url).origin}/metrics`)).status).toBe(404);
  });

  if (mode === 'embedded') {
    it('shows every service of the one process: job queues, outbox lag and pools, by service', async () => {
      const samples = await scrape(stack.metricsUrl);
      for (const service of ['marking', 'export']) {
        expect({ service, queues: named(samples, `jobs_queue_depth{service="${service}",queue="`).length > 0 }).toEqual({
          service,
          queues: true,
        });
        expect({ service, ages: named(samples, `jobs_oldest_age_seconds{service="${service}",queue="`).length > 0 }).toEqual({
          service,
          ages: true,
        });
      }
      for (const service of SERVICE_NAMES) {
        expect({ service, lag: samples.get(`outbox_lag_seconds{service="${schemaOf(service)}"}`) }).toEqual({
          service,
          lag: expect.any(Number),
        });
        expect({ service, idle: samples.get(`db_pool_connections{service="${schemaOf(service)}",state="idle"}`) }).toEqual({
          service,
          idle: expect.any(Number),
        });
      }
    });
  } else {
    it('has each process serve its own metrics on its health port', async () => {
      const gateway = await scrape(stack.metricsUrl);
      expect(named(gateway, 'jobs_queue_depth{')).toEqual([]);
      expect(named(gateway, 'db_pool_connections{service="identity"')).toHaveLength(3);
      const consumers: string[] = [];
      for (const [i, service] of SERVICE_NAMES.entries()) {
        const samples = await scrape(stack.healthUrls![i].replace(/\/health$/, '/metrics'));
        const schema = schemaOf(service);
        expect({ service, outboxes: named(samples, 'outbox_lag_seconds{') }).toEqual({
          service,
          outboxes: [`outbox_lag_seconds{service="${schema}"}`],
        });
        expect({ service, pools: named(samples, 'db_pool_connections{').every((name) => name.includes(`service="${schema}"`)) }).toEqual({
          service,
          pools: true,
        });
        const queues = named(samples, 'jobs_queue_depth{');
        expect({ service, queues: queues.length > 0 }).toEqual({ service, queues: service === 'marking' || service === 'export' });
        expect(queues.every((name) => name.startsWith(`jobs_queue_depth{service="${schema}",`))).toBe(true);
        consumers.push(...named(samples, 'event_consumer_lag_messages{'));
      }
      expect(consumers).toContain('event_consumer_lag_messages{consumer="paper-exports-state"}');
    });
  }
});
