import { Logger } from '@nestjs/common';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '@pp/testing';
import { metricSample as sample } from '../metrics/testing/metric-sample.js';
import { startJobStore } from './job-store.js';

describe('a job store in the metrics (real database)', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('pp_job_metrics');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query('CREATE SCHEMA demo');
    await client.end();
  });

  afterAll(async () => {
    await database?.drop();
  });

  it("shows each queue's waiting jobs and the age of the oldest while it runs", async () => {
    const boss = await startJobStore({
      databaseUrl: database.url,
      schema: 'demo',
      name: 'demo',
      leaseSeconds: 10,
      logger: new Logger('demo'),
    });
    try {
      await boss.createQueue('demo-work');
      await boss.createQueue('demo-idle');
      await boss.send('demo-work', { n: 1 });
      await boss.send('demo-work', { n: 2 });

      expect(await sample('jobs_queue_depth{service="demo",queue="demo-work"}')).toBe(2);
      expect(await sample('jobs_oldest_age_seconds{service="demo",queue="demo-work"}')).toBeGreaterThanOrEqual(0);
      expect(await sample('jobs_queue_depth{service="demo",queue="demo-idle"}')).toBe(0);
      expect(await sample('jobs_oldest_age_seconds{service="demo",queue="demo-idle"}')).toBe(0);
    } finally {
      await boss.stop({ graceful: false });
    }
    expect(await sample('jobs_queue_depth{service="demo",queue="demo-work"}')).toBeUndefined();
  });
});
