import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';

/** DI token of the process's one NATS connection (distributed mode only). */
export const NATS_CONNECTION = Symbol('NATS_CONNECTION');

export interface NatsConnectionOptions {
  /** One URL or several, comma-separated. */
  url: string;
  /** Shown in the server's connection list: which deployable this is. */
  name: string;
}

/**
 * Connects once (failing start-up fast if NATS is down, so the orchestrator restarts us), then
 * reconnects forever: a NATS restart must not take the service down.
 */
export function createNatsConnection(options: NatsConnectionOptions): Promise<NatsConnection> {
  return connect({
    servers: options.url.split(',').map((s) => s.trim()),
    name: options.name,
    timeout: 5_000,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 1_000,
    pingInterval: 20_000,
    maxPingOut: 3,
    // No stack captured per request for a possible error: failures become service_unavailable
    // and only their message is logged, so the traces were never read.
    noAsyncTraces: true,
  });
}

/** Logs connection changes and drains the connection last, after the bus and event consumers stopped. */
@Injectable()
export class NatsConnectionLifecycle implements OnApplicationShutdown {
  private readonly logger = new Logger('NatsConnection');

  constructor(@Inject(NATS_CONNECTION) private readonly connection: NatsConnection) {
    void this.watch();
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.connection.isClosed() && !this.connection.isDraining()) await this.connection.drain().catch(() => undefined);
  }

  private async watch(): Promise<void> {
    try {
      for await (const status of this.connection.status()) {
        if (status.type === 'disconnect' || status.type === 'reconnect') this.logger.warn(`NATS ${status.type} (${status.server})`);
      }
    } catch {
      // ends with the connection
    }
  }
}
