import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Shared rate-limit counters and usage. `admit_request` checks and increments every counter of a
 * request in one round trip under row locks, so replicas never admit past a limit; a denied
 * request rolls its increments back (it consumes no admission) and reports the current counts.
 */
export class CreateRateCountersAndUsage1763900000002 implements MigrationInterface {
  name = 'CreateRateCountersAndUsage1763900000002';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE identity.rate_counters (
        counter text NOT NULL,
        window_start timestamptz NOT NULL,
        count integer NOT NULL,
        PRIMARY KEY (counter, window_start)
      )`);
    await runner.query(`
      CREATE FUNCTION identity.admit_request(p_counters text[], p_units text[], p_limits integer[])
      RETURNS TABLE (admitted boolean, counts integer[])
      LANGUAGE plpgsql AS $$
      DECLARE
        i integer;
        current_count integer;
        result integer[] := '{}';
      BEGIN
        BEGIN
          FOR i IN 1 .. array_length(p_counters, 1) LOOP
            INSERT INTO identity.rate_counters AS r (counter, window_start, count)
            VALUES (p_counters[i], date_trunc(p_units[i], now(), 'UTC'), 1)
            ON CONFLICT (counter, window_start) DO UPDATE SET count = r.count + 1 WHERE r.count < p_limits[i]
            RETURNING r.count INTO current_count;
            IF current_count IS NULL THEN
              RAISE EXCEPTION USING ERRCODE = 'PR429';
            END IF;
            result := result || current_count;
            current_count := NULL;
          END LOOP;
          RETURN QUERY SELECT true, result;
        EXCEPTION WHEN SQLSTATE 'PR429' THEN
          RETURN QUERY SELECT false, ARRAY(
            SELECT coalesce((SELECT r.count FROM identity.rate_counters r
                             WHERE r.counter = p_counters[j] AND r.window_start = date_trunc(p_units[j], now(), 'UTC')), 0)
            FROM generate_subscripts(p_counters, 1) AS j ORDER BY j);
        END;
      END $$`);
    await runner.query(`
      ALTER TABLE identity.api_keys
        ADD COLUMN request_count bigint NOT NULL DEFAULT 0,
        ADD COLUMN error_count bigint NOT NULL DEFAULT 0,
        ADD COLUMN last_used_at timestamptz`);
    await runner.query(`
      CREATE TABLE identity.usage_daily (
        key_id uuid NOT NULL REFERENCES identity.api_keys (id) ON DELETE CASCADE,
        day date NOT NULL,
        operation text NOT NULL,
        status smallint NOT NULL,
        count bigint NOT NULL,
        total_ms double precision NOT NULL,
        PRIMARY KEY (key_id, day, operation, status)
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE identity.usage_daily');
    await runner.query('ALTER TABLE identity.api_keys DROP COLUMN request_count, DROP COLUMN error_count, DROP COLUMN last_used_at');
    await runner.query('DROP FUNCTION identity.admit_request(text[], text[], integer[])');
    await runner.query('DROP TABLE identity.rate_counters');
  }
}
