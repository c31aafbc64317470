import { randomBytes } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';

/** How to start the local NATS server (with JetStream) when a test cannot reach it. */
export const NATS_START_COMMAND =
  'start-stop-daemon --start --oknodo --background --exec /usr/sbin/nats-server -- -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server -l /var/log/nats-server.log';

/** URL of the NATS server used by tests (env TEST_NATS_URL overrides). */
export function natsTestUrl(): string {
  return process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';
}

/**
 * Connects to the test NATS server without reconnect loops, so a missing server fails at once
 * with the command that starts it.
 */
export async function connectTestNats(name = 'pp-test'): Promise<NatsConnection> {
  const url = natsTestUrl();
  try {
    return await connect({ servers: url, name, timeout: 2000, reconnect: false });
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(`NATS is not reachable at ${url} (${reason}). Start it with: ${NATS_START_COMMAND}`);
  }
}

/** Throws with the start command unless the test NATS server answers. */
export async function assertNatsReachable(): Promise<void> {
  const nc = await connectTestNats('pp-test-probe');
  await nc.close();
}

/**
 * A namespace unique to one test file or test: a valid single subject token and stream-name part
 * (letters, digits, underscore), so parallel runs never see each other's subjects or streams.
 */
export function uniqueNamespace(prefix = 't'): string {
  const safePrefix = prefix.replace(/[^A-Za-z0-9_]/g, '_') || 't';
  return `${safePrefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

/**
 * Removes what a distributed stack leaves on the shared NATS server: every JetStream stream naming
 * its namespace (`<namespace>_EVENTS`, the object store `OBJ_<namespace>-blobs`).
 */
export async function deleteNatsNamespace(namespace: string): Promise<string[]> {
  const { jetstreamManager } = await import('@nats-io/jetstream');
  const nc = await connectTestNats('pp-test-cleanup');
  const deleted: string[] = [];
  try {
    const jsm = await jetstreamManager(nc);
    const names: string[] = [];
    for await (const info of jsm.streams.list()) names.push(info.config.name);
    for (const name of names.filter((n) => n.includes(namespace))) {
      await jsm.streams.delete(name);
      deleted.push(name);
    }
  } finally {
    await nc.close();
  }
  return deleted;
}
