import { ApiError } from '../../api/api-error';
import { passkeyError } from './passkey-support';

const named = (name: string, code?: string) => Object.assign(new Error('browser detail'), { name, code });

describe('passkey errors as the pages say them', () => {
  it('keeps the server’s refusals', () => {
    const refused = new ApiError(401, 'invalid_credentials', 'The passkey was not accepted.');
    expect(passkeyError(refused, 'sign-in')).toBe(refused);
  });

  it('says a closed or timed-out prompt plainly', () => {
    expect(passkeyError(named('NotAllowedError'), 'add').message).toMatch(/No passkey was added/);
    expect(passkeyError(named('NotAllowedError'), 'sign-in').message).toMatch(/not signed in/);
  });

  it('says a device already registered, and an address that cannot use passkeys', () => {
    expect(passkeyError(named('InvalidStateError', 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'), 'add').message).toMatch(/already holds/);
    expect(passkeyError(named('SecurityError'), 'sign-in').message).toMatch(/localhost/);
  });

  it('never shows the browser’s own wording', () => {
    expect(passkeyError(named('UnknownError'), 'add').message).not.toContain('browser detail');
  });
});
