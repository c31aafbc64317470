import { Controller, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { healthSubject, type ServiceHealth, type ServiceName } from '@pp/contracts';
import { databaseState } from '../health/index.js';
import { pgSchemaOf } from '../database/index.js';

/** The health RPC every service answers: the gateway's readiness asks each service in turn. */
export function createServiceHealthController(service: ServiceName): Type {
  @Controller()
  class ServiceHealthController {
    constructor(@InjectDataSource(pgSchemaOf(service)) private readonly dataSource: DataSource) {}

    @MessagePattern(healthSubject(service))
    async health(): Promise<ServiceHealth> {
      const database = await databaseState(this.dataSource);
      return { service, status: database === 'up' ? 'ok' : 'degraded', database };
    }
  }
  return ServiceHealthController;
}
