/** A schema name we interpolate into SQL: lower-case identifier only, never user input. */
export function assertSchemaName(schema: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Invalid schema name "${schema}"`);
  return schema;
}

/**
 * DDL of a service's outbox (events to publish) and inbox (events handled), for its first hand-written
 * migration. `seq` orders events written in one transaction (they share `now()`).
 */
export function outboxTablesSql(schema: string): { up: string[]; down: string[] } {
  const s = `"${assertSchemaName(schema)}"`;
  return {
    up: [
      `CREATE TABLE ${s}.outbox (
        id uuid PRIMARY KEY,
        seq bigint GENERATED ALWAYS AS IDENTITY,
        subject text NOT NULL,
        payload jsonb NOT NULL,
        occurred_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz NULL,
        attempts integer NOT NULL DEFAULT 0,
        last_error text NULL
      )`,
      `CREATE INDEX outbox_unpublished_idx ON ${s}.outbox (occurred_at, seq) WHERE published_at IS NULL`,
      `CREATE TABLE ${s}.inbox (
        consumer text NOT NULL,
        event_id uuid NOT NULL,
        handled_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (consumer, event_id)
      )`,
    ],
    down: [`DROP TABLE IF EXISTS ${s}.inbox`, `DROP TABLE IF EXISTS ${s}.outbox`],
  };
}

/**
 * DDL of the outbox's trace context (decision 0054): the W3C `traceparent` and `tracestate` of the
 * transaction that enqueued an event, published with it so its consumers' spans join that trace.
 * Null when tracing was off.
 */
export function outboxTraceSql(schema: string): { up: string[]; down: string[] } {
  const s = `"${assertSchemaName(schema)}"`;
  return {
    up: [`ALTER TABLE ${s}.outbox ADD COLUMN traceparent text NULL, ADD COLUMN tracestate text NULL`],
    down: [`ALTER TABLE ${s}.outbox DROP COLUMN IF EXISTS tracestate, DROP COLUMN IF EXISTS traceparent`],
  };
}
