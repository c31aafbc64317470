import { Injectable, type Type } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { healthSubject, type ServiceHealth, type ServiceName } from '@pp/contracts';
import { RpcHandler } from '../bus/index.js';
import { databaseState } from '../health/index.js';
import { schemaOf } from '../database/index.js';

/** The health RPC every service answers: the gateway's readiness asks each service in turn. */
export function createServiceHealthHandler(service: ServiceName): Type {
  @Injectable()
  class ServiceHealthHandler {
    constructor(@InjectDataSource(schemaOf(service)) private readonly dataSource: DataSource) {}

    @RpcHandler(healthSubject(service))
    async health(): Promise<ServiceHealth> {
      const database = await databaseState(this.dataSource);
      return { service, status: database === 'up' ? 'ok' : 'degraded', database };
    }
  }
  return ServiceHealthHandler;
}
