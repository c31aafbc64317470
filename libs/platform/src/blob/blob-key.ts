import { ServiceError } from '@pp/contracts';

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,199}$/;

/**
 * A blob key is a relative path of safe segments (`scans/<owner>/<id>.pdf`): no leading, trailing or
 * double slash, no segment starting with a dot (so no `.`/`..` and nothing that can climb out of the
 * store), no backslashes, spaces or control characters.
 */
export function isValidBlobKey(key: unknown): key is string {
  return typeof key === 'string' && key.length > 0 && key.length <= 512 && key.split('/').every((segment) => SEGMENT.test(segment));
}

export function assertBlobKey(key: unknown): string {
  if (!isValidBlobKey(key)) throw new ServiceError('bad_request', 'Invalid blob key.');
  return key;
}
