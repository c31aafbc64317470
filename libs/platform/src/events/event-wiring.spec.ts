import { randomUUID } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { Controller, Global, Inject, Module } from '@nestjs/common';
import { EventPattern } from '@nestjs/microservices';
import { getDataSourceToken } from '@nestjs/typeorm';
import { connectTestNats, createTestDatabase, eventually, natsTestUrl, type TestDatabase, uniqueNamespace } from '@pp/testing';
import { DataSource } from 'typeorm';
import { createBusMicroservice, MessagingModule, type MessagingOptions } from '../microservice/index.js';
import type { DomainEvent } from './domain-event.js';
import { EventTransport } from './event-transport.js';
import { handleOnce } from './inbox.js';
import { eventStreamName } from './jetstream-event-transport.js';
import { enqueueEvent } from './outbox.js';
import { outboxTablesSql, outboxTraceSql } from './outbox-sql.js';
import type { OutboxRelay } from './outbox-relay.js';
import { outboxRelayToken, OutboxRelayModule } from './outbox-relay.module.js';

// The relay finds a service's DataSource under its schema name, as DatabaseModule registers it.
const schema = 'marking';
let db: TestDatabase;
let dataSource: DataSource;

beforeAll(async () => {
  db = await createTestDatabase('event_wiring');
  dataSource = await new DataSource({ type: 'postgres', url: db.url }).initialize();
  await dataSource.query(`CREATE SCHEMA ${schema}`);
  for (const statement of [...outboxTablesSql(schema).up, ...outboxTraceSql(schema).up]) await dataSource.query(statement);
  await dataSource.query(`CREATE TABLE ${schema}.projection (event_id uuid PRIMARY KEY, owner_id text NOT NULL)`);
});

afterAll(async () => {
  await dataSource?.destroy();
  await db?.drop();
});

@Controller()
class MarkingProjector {
  constructor(@Inject(getDataSourceToken(schema)) private readonly ds: DataSource) {}

  @EventPattern('events.marking.>', { consumer: 'wiring-projector' })
  async onMarking(event: DomainEvent): Promise<void> {
    await handleOnce(this.ds, schema, 'wiring-projector', event, async (manager) => {
      await manager.query(`INSERT INTO ${schema}.projection (event_id, owner_id) VALUES ($1, $2)`, [event.id, event.ownerId]);
    });
  }
}

describe.each<[string, () => MessagingOptions]>([
  ['in-process', () => ({ transport: 'in-process' })],
  ['nats', () => ({ transport: 'nats', natsUrl: natsTestUrl(), namespace: uniqueNamespace('wiring'), connectionName: 'wiring-spec' })],
])('OutboxRelayModule and @EventPattern over %s', (_transport, makeOptions) => {
  afterEach(async () => {
    await dataSource.query(`TRUNCATE ${schema}.outbox, ${schema}.inbox, ${schema}.projection`);
  });

  it('relays a committed event to a decorated consumer once, and stops on shutdown', async () => {
    const options = makeOptions();

    @Global()
    @Module({ providers: [{ provide: getDataSourceToken(schema), useValue: dataSource }], exports: [getDataSourceToken(schema)] })
    class FakeDatabaseModule {}

    @Module({
      imports: [FakeDatabaseModule, MessagingModule.forRoot(options), OutboxRelayModule.forService('marking', { pollIntervalMs: 50 })],
      controllers: [MarkingProjector],
    })
    class AppModule {}

    const app = await createBusMicroservice(AppModule, { logger: false });
    await app.listen();
    try {
      const relay = app.get<OutboxRelay>(outboxRelayToken('marking'));
      const event = await dataSource.transaction((manager) =>
        enqueueEvent(manager, schema, { subject: 'events.marking.question-completed', ownerId: 'owner-9', data: { questionId: 'q1' } }),
      );
      relay.nudge();
      // In-process delivery happens inside the relay's batch, so the row is marked just after the projection commits.
      await eventually(async () => {
        const projected = await dataSource.query(`SELECT 1 FROM ${schema}.projection WHERE event_id = $1`, [event.id]);
        const [row] = await dataSource.query(`SELECT published_at FROM ${schema}.outbox WHERE id = $1`, [event.id]);
        return projected.length === 1 && row.published_at !== null;
      });
      expect(await dataSource.query(`SELECT count(*)::int AS n FROM ${schema}.inbox`)).toEqual([{ n: 1 }]);
    } finally {
      await app.close();
    }
    // After shutdown the transport takes no more events.
    await expect(
      app
        .get(EventTransport, { strict: false })
        .publish({ id: randomUUID(), subject: 'events.marking.x', occurredAt: '', ownerId: 'o', data: {} }),
    ).rejects.toThrow();
    if (options.transport === 'nats') {
      const nc = await connectTestNats('wiring-cleanup');
      await (await jetstreamManager(nc)).streams.delete(eventStreamName(options.namespace)).catch(() => undefined);
      await nc.close();
    }
  });
});
