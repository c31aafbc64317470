import { ERROR_CATALOGUE, type ErrorCode, isErrorCode } from './error-catalogue.js';

/** One field to correct, as listed in a 422's `error.details`. */
export interface FieldError {
  path: string;
  message: string;
}

/** The error as data: what crosses the bus and what the gateway renders into the envelope. */
export interface ServiceErrorData {
  code: ErrorCode;
  message: string;
  details?: FieldError[];
  requiredScopes?: string[];
  /** Seconds, for 429 and 503. */
  retryAfter?: number;
}

/** A typed error with a catalogue code, thrown by services and by the gateway alike. */
export class ServiceError extends Error {
  readonly code: ErrorCode;
  readonly details?: FieldError[];
  readonly requiredScopes?: string[];
  readonly retryAfter?: number;

  constructor(code: ErrorCode, message?: string, extra: Omit<ServiceErrorData, 'code' | 'message'> = {}) {
    super(message ?? ERROR_CATALOGUE[code].message);
    this.name = 'ServiceError';
    this.code = code;
    this.details = extra.details;
    this.requiredScopes = extra.requiredScopes;
    this.retryAfter = extra.retryAfter;
  }

  get status(): number {
    return ERROR_CATALOGUE[this.code].status;
  }

  toData(): ServiceErrorData {
    const { code, message, details, requiredScopes, retryAfter } = this;
    return {
      code,
      message,
      ...(details && { details }),
      ...(requiredScopes && { requiredScopes }),
      ...(retryAfter !== undefined && { retryAfter }),
    };
  }

  /** Rebuilds the error from bus data; anything unrecognised becomes an internal error. */
  static fromData(data: unknown): ServiceError {
    const candidate = data as Partial<ServiceErrorData> | undefined;
    if (!candidate || !isErrorCode(candidate.code)) return new ServiceError('internal_error');
    return new ServiceError(candidate.code, candidate.message, candidate);
  }

  static validation(details: FieldError[]): ServiceError {
    return new ServiceError('validation_failed', undefined, { details });
  }
}
