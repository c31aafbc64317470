import { Inject, Injectable } from '@nestjs/common';
import { ServiceError } from '@pp/contracts';
import { appOptionsIn, GATEWAY_OPTIONS, type GatewayOptions } from '../../gateway-options.js';
import { RateLimiter } from '../../limits/rate-limiter.service.js';

/**
 * The app's changes that make the services work (preparing PDFs, a review edit) count against the
 * account's limits as a key's would, the app counting as one more key of the account: the signed-in
 * app is no way around "a key adds no allowance" or the separate limit on PDF preparations.
 */
@Injectable()
export class AppAdmission {
  constructor(
    private readonly limiter: RateLimiter,
    @Inject(GATEWAY_OPTIONS) private readonly options: GatewayOptions,
  ) {}

  async admit(accountId: string, operationId: string): Promise<void> {
    if (!this.options.rateLimits) return;
    const admission = await this.limiter.admit({ keyId: `app-${accountId}`, accountId, operationId, isWrite: true });
    if (admission.refusal) throw new ServiceError('rate_limited', admission.refusal.message, { retryAfter: admission.refusal.retryAfter });
  }

  /**
   * An anonymous step that stores a row or sends mail (sign-up, password reset, passkey sign-in
   * options), counted per client address and UTC minute, so no address can fill the tables or the
   * outbox. Always on: it guards storage, not an allowance.
   */
  async admitAnonymous(address: string): Promise<void> {
    const limit = appOptionsIn(this.options).anonymousPerMinute;
    const admission = await this.limiter.admitCounters([
      { name: `ip:${address}:app-anonymous`, kind: 'app-anonymous', unit: 'minute', limit },
    ]);
    if (admission.refusal)
      throw new ServiceError(
        'rate_limited',
        'Too many sign-up, reset or passkey requests from this address. Wait for Retry-After seconds.',
        {
          retryAfter: admission.refusal.retryAfter,
        },
      );
  }
}
