import { Controller, Get, HttpCode, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import { healthSubject, SERVICE_NAMES, type ServiceHealth } from '@pp/contracts';
import { appVersion, databaseState, isReady, MessageBus } from '@pp/platform';
import { Probe } from '../auth/operation.decorator.js';

/** Probe endpoints outside `/v1`: not part of the public interface, no key needed. */
@Controller('health')
@Probe()
export class HealthController {
  /** The app's release version (APP_VERSION or its package.json), resolved when the app boots. */
  private readonly version = appVersion();

  constructor(
    @InjectDataSource('identity') private readonly dataSource: DataSource,
    private readonly bus: MessageBus,
  ) {}

  @Get('live')
  @HttpCode(200)
  live() {
    return { status: 'ok', version: this.version };
  }

  @Get('ready')
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    const services = await Promise.all(
      SERVICE_NAMES.map(async (service) => {
        const health = await this.bus.request<ServiceHealth>(healthSubject(service), {}, { timeoutMs: 2000 }).catch(() => undefined);
        return [service, health?.status === 'ok' ? 'up' : 'down'] as const;
      }),
    );
    const checks = { database: await databaseState(this.dataSource), ...Object.fromEntries(services) } as Record<string, 'up' | 'down'>;
    void reply.status(isReady(checks) ? 200 : 503);
    return { status: isReady(checks) ? 'ok' : 'unavailable', checks };
  }
}
