import { ServiceError } from '@pp/contracts';
import { bearerTokenOf } from './bearer-token.js';

const codeOf = (header: string | string[] | undefined) => {
  try {
    return bearerTokenOf(header);
  } catch (error) {
    return (error as ServiceError).code;
  }
};

describe('bearerTokenOf', () => {
  it('takes the token of a Bearer header, in any case and with extra spaces', () => {
    expect(bearerTokenOf('Bearer ppk_abc')).toBe('ppk_abc');
    expect(bearerTokenOf('  bearer   ppk_abc  ')).toBe('ppk_abc');
  });

  it('is missing_api_key without a header and invalid_api_key for any other shape', () => {
    expect(codeOf(undefined)).toBe('missing_api_key');
    for (const header of ['Basic dXNlcjpwdw==', 'Bearer', 'Bearer a b', 'ppk_abc', ['Bearer a', 'Bearer b']]) {
      expect(codeOf(header)).toBe('invalid_api_key');
    }
  });
});
