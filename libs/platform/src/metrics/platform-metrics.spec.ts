import { ServiceError } from '@pp/contracts';
import { InProcessMessageBus } from '../bus/in-process-message-bus.js';
import { metricSample as sample } from './testing/metric-sample.js';
import { operationTimingsOf, rpcOutcomeOf, watchPool } from './platform-metrics.js';

describe('request metrics', () => {
  it('count and time requests by operationId and status', async () => {
    const timings = operationTimingsOf('getMe');
    expect(operationTimingsOf('getMe')).toBe(timings);
    timings.record(200, 0.0004);
    timings.record(200, 0.02);
    timings.record(429, 0.0001);
    expect(await sample('http_requests_total{operation="getMe",status="200"}')).toBe(2);
    expect(await sample('http_requests_total{operation="getMe",status="429"}')).toBe(1);
    expect(await sample('http_request_duration_seconds_bucket{le="0.001",operation="getMe",status="200"}')).toBe(1);
    expect(await sample('http_request_duration_seconds_count{operation="getMe",status="200"}')).toBe(2);
  });
});

describe('RPC metrics', () => {
  it('time each request the bus sends by subject and outcome', async () => {
    const bus = new InProcessMessageBus({ requestTimeoutMs: 1000 });
    await bus.serve('rpc.demo.answer', 'demo', async () => ({ answer: 42 }));
    await bus.serve('rpc.demo.refuse', 'demo', async () => {
      throw new ServiceError('not_found');
    });
    await bus.request('rpc.demo.answer', {});
    await bus.requestJson('rpc.demo.answer', {});
    await expect(bus.request('rpc.demo.refuse', {})).rejects.toThrow(ServiceError);
    await expect(bus.request('rpc.demo.nobody', {})).rejects.toThrow(ServiceError);
    await bus.close();

    expect(await sample('rpc_duration_seconds_count{subject="rpc.demo.answer",outcome="ok"}')).toBe(2);
    expect(await sample('rpc_duration_seconds_count{subject="rpc.demo.refuse",outcome="error"}')).toBe(1);
    expect(await sample('rpc_duration_seconds_count{subject="rpc.demo.nobody",outcome="unavailable"}')).toBe(1);
  });

  it('tell an unreachable service from an error it answered', () => {
    expect(rpcOutcomeOf(new ServiceError('service_unavailable'))).toBe('unavailable');
    expect(rpcOutcomeOf(new ServiceError('not_found'))).toBe('error');
    expect(rpcOutcomeOf(new TypeError('bug'))).toBe('error');
  });
});

describe('pool metrics', () => {
  it('show connections in use, idle and waiting while the pool is open', async () => {
    let pool: { totalCount: number; idleCount: number; waitingCount: number } | undefined = {
      totalCount: 4,
      idleCount: 1,
      waitingCount: 2,
    };
    watchPool('paper', () => pool);
    expect(await sample('db_pool_connections{service="paper",state="in_use"}')).toBe(3);
    expect(await sample('db_pool_connections{service="paper",state="idle"}')).toBe(1);
    expect(await sample('db_pool_connections{service="paper",state="waiting"}')).toBe(2);
    pool = undefined;
    expect(await sample('db_pool_connections{service="paper",state="in_use"}')).toBeUndefined();
  });
});
