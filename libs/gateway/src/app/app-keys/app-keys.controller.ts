import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  type AppCreatedKey,
  type AppKey,
  type AppKeyIdParams,
  AppKeyIdParamsSchema,
  type AppKeyList,
  type AppRevokedKey,
  type CreateAppKeyBody,
  CreateAppKeyBodySchema,
  type ReplaceAppKeyBody,
  ReplaceAppKeyBodySchema,
} from '@pp/contracts';
import { SchemaPipe } from '@pp/platform';
import { ApiKeysService, type KeyListing } from '../../identity/api-keys.service.js';
import { MAX_ACTIVE_KEYS } from '../../identity/key-rules.js';
import { AppEndpoint, SignedIn } from '../app-http/app-endpoint.decorator.js';
import type { ActiveSession } from '../app-sessions/app-sessions.service.js';

/** A key as the keys page shows it: never its value or fingerprint; lifetime figures as the usage recorder keeps them. */
export function appKeyOf(key: KeyListing): AppKey {
  return {
    id: key.id,
    name: key.name,
    scopes: key.scopes,
    state: key.state,
    createdAt: key.createdAt.toISOString(),
    expiresAt: key.expiresAt.toISOString(),
    revokedAt: key.revokedAt?.toISOString() ?? null,
    lifetimeRequests: key.requestCount,
    lifetimeErrors: key.errorCount,
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
  };
}

/**
 * The keys page: the same keys service the admin CLI uses (same rules: nine scopes, three expiries,
 * at most 20 active), on the signed-in account's keys only. An unverified account may make keys;
 * they work once the address is confirmed (the spec's rule, checked on every /v1 request).
 */
@Controller('app/api/keys')
export class AppKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Get()
  @AppEndpoint('session')
  async list(@SignedIn() { account }: ActiveSession): Promise<AppKeyList> {
    return { keys: (await this.keys.list(account.id)).map(appKeyOf), maxActive: MAX_ACTIVE_KEYS };
  }

  /** 201 with the key's value: shown this once. 409 conflict with 20 active; 422 for an unknown scope or expiry. */
  @Post()
  @AppEndpoint('session')
  async create(
    @SignedIn() { account }: ActiveSession,
    @Body(new SchemaPipe(CreateAppKeyBodySchema, 'body')) body: CreateAppKeyBody,
  ): Promise<AppCreatedKey> {
    const created = await this.keys.create(account.id, body);
    return { key: appKeyOf(await this.keys.read(created.id, account.id)), token: created.key };
  }

  /** Revocation acts on the very next request made with the key (keys are read fresh on each). */
  @Post(':id/revoke')
  @HttpCode(200)
  @AppEndpoint('session')
  async revoke(
    @SignedIn() { account }: ActiveSession,
    @Param(new SchemaPipe(AppKeyIdParamsSchema, 'params')) { id }: AppKeyIdParams,
  ): Promise<AppRevokedKey> {
    await this.keys.revoke(id, account.id);
    return { key: appKeyOf(await this.keys.read(id, account.id)) };
  }

  /**
   * The spec's way to change a key's permissions: a new key with the old one's name and the new
   * scopes and expiry. The old key stays active until revoked, so the connection can move first.
   */
  @Post(':id/replace')
  @AppEndpoint('session')
  async replace(
    @SignedIn() { account }: ActiveSession,
    @Param(new SchemaPipe(AppKeyIdParamsSchema, 'params')) { id }: AppKeyIdParams,
    @Body(new SchemaPipe(ReplaceAppKeyBodySchema, 'body')) body: ReplaceAppKeyBody,
  ): Promise<AppCreatedKey> {
    const old = await this.keys.read(id, account.id);
    const created = await this.keys.create(account.id, { name: old.name, ...body });
    return { key: appKeyOf(await this.keys.read(created.id, account.id)), token: created.key };
  }
}
