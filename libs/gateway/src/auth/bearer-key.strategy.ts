import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-strategy';
import { ServiceError } from '@pp/contracts';
import { ApiKeysService, type Principal } from '../identity/api-keys.service.js';

type VerifyCallback = (token: string, done: (error: Error | null, principal?: Principal | false) => void) => void;

/**
 * RFC 6750 bearer credentials from the Authorization header only. Unlike general bearer
 * strategies it never takes a token from the body or the query string, and it never reads a
 * cookie: a browser session of the signed-in app is not authentication here (the spec), so a
 * request with only the app's session cookie is 401 missing_api_key.
 */
class AuthorizationHeaderStrategy extends Strategy {
  constructor(private readonly verify: VerifyCallback) {
    super();
  }

  override authenticate(req: { headers: Record<string, string | string[] | undefined> }): void {
    const header = req.headers.authorization;
    if (header === undefined) return this.error(new ServiceError('missing_api_key'));
    const match = typeof header === 'string' ? /^Bearer +(\S+)$/i.exec(header.trim()) : null;
    if (!match) return this.error(new ServiceError('invalid_api_key', 'The Authorization header must be `Bearer <API_KEY>`.'));
    this.verify(match[1], (error, principal) => {
      if (error) return this.error(error);
      if (!principal) return this.error(new ServiceError('invalid_api_key'));
      this.success(principal);
    });
  }
}

export const API_KEY_STRATEGY = 'api-key';

@Injectable()
export class BearerKeyStrategy extends PassportStrategy(AuthorizationHeaderStrategy, API_KEY_STRATEGY) {
  constructor(private readonly keys: ApiKeysService) {
    super();
  }

  validate(token: string): Promise<Principal> {
    return this.keys.authenticate(token);
  }
}
