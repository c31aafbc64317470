import { Controller, Get, Inject, Query } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  type AppPlan,
  type AppUsage,
  type AppUsageQuery,
  AppUsageQuerySchema,
  type AuthContext,
  MARKING_RPC,
  ServiceError,
} from '@pp/contracts';
import { SchemaPipe, ServiceClient } from '@pp/platform';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../../gateway-options.js';
import { AppAuth, AppEndpoint, SignedIn } from '../app-http/app-endpoint.decorator.js';
import type { ActiveSession } from '../app-sessions/app-sessions.service.js';
import { planLimits } from './plan-limits.js';
import { USAGE_DAYS, usageDays } from './usage-days.js';

/** The usage page: the 30-day breakdown of the account or one of its keys, and the plan with its limits and credits. */
@Controller('app/api')
export class AppUsageController {
  constructor(
    @InjectDataSource('identity') private readonly db: DataSource,
    private readonly service: ServiceClient,
    @Inject(GATEWAY_OPTIONS) private readonly options: GatewayOptions,
  ) {}

  /** By UTC date, operation and status, as the usage recorder counts /v1 requests made with the account's keys. 404 for a key not the account's. */
  @Get('usage')
  @AppEndpoint('session')
  async usage(
    @SignedIn() { account }: ActiveSession,
    @Query(new SchemaPipe(AppUsageQuerySchema, 'query')) { keyId }: AppUsageQuery,
  ): Promise<AppUsage> {
    if (keyId) {
      const [owned] = (await this.db.query('SELECT 1 FROM identity.api_keys WHERE id = $1 AND account_id = $2', [
        keyId,
        account.id,
      ])) as unknown[];
      if (!owned) throw new ServiceError('not_found', `No key with id ${keyId}.`);
    }
    const [{ today }] = (await this.db.query(`SELECT to_char((now() AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS today`)) as Array<{
      today: string;
    }>;
    const rows = (await this.db.query(
      `SELECT to_char(u.day, 'YYYY-MM-DD') AS day, u.operation, u.status, sum(u.count)::bigint AS count
         FROM identity.usage_daily u JOIN identity.api_keys k ON k.id = u.key_id
        WHERE k.account_id = $1 AND ($2::uuid IS NULL OR u.key_id = $2) AND u.day > $3::date - $4::int
        GROUP BY 1, 2, 3
        ORDER BY 1 DESC, 2, 3`,
      [account.id, keyId ?? null, today, USAGE_DAYS],
    )) as Array<{ day: string; operation: string; status: number; count: string }>;
    const breakdown = rows.map((r) => ({ day: r.day, operation: r.operation, status: r.status, count: Number(r.count) }));
    return { days: usageDays(today, breakdown), breakdown };
  }

  /** The plan, the limits its keys meet, and the month's marking credits as the marking service's ledger has them. */
  @Get('plan')
  @AppEndpoint('session')
  async plan(@SignedIn() { account }: ActiveSession, @AppAuth() auth: AuthContext): Promise<AppPlan> {
    const { credits } = await this.service.call(MARKING_RPC.readCredits, auth, {});
    return {
      plan: account.plan,
      limits: planLimits(this.options.separateLimits),
      credits: {
        included: credits.included.allowance,
        remaining: credits.included.remaining,
        month: credits.period,
        purchased: credits.purchased.remaining,
        available: credits.available,
      },
    };
  }
}
