import { Inject, Injectable } from '@nestjs/common';
import { ServiceError } from '@pp/contracts';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../../gateway-options.js';
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
}
