import { ServiceError } from '@pp/contracts';

/** The ServiceError a promise rejects with; fails when it resolves or rejects with anything else. */
export async function serviceErrorOf(promise: Promise<unknown>): Promise<ServiceError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ServiceError) return error;
    throw new Error(`expected a ServiceError, got ${String(error)}`);
  }
  throw new Error('expected a rejection');
}
