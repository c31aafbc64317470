import { clearedCookieOptions, sessionCookieName, sessionCookieOptions } from './session-cookie.js';

describe('the session cookie', () => {
  it('is __Host- prefixed and Secure over TLS', () => {
    expect(sessionCookieName(true)).toBe('__Host-pp_session');
    expect(sessionCookieOptions(true, 12 * 3_600_000)).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: true,
      maxAge: 43_200,
    });
  });

  it('has a plain name and no Secure over plain HTTP (npm start on localhost), and never a Domain', () => {
    expect(sessionCookieName(false)).toBe('pp_session');
    const options = sessionCookieOptions(false, 30 * 60_000);
    expect(options).toEqual({ httpOnly: true, sameSite: 'lax', path: '/', secure: false, maxAge: 1800 });
    expect(options).not.toHaveProperty('domain');
  });

  it('is removed with the same path and security, expired', () => {
    expect(clearedCookieOptions(true)).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: true,
      maxAge: 0,
      expires: new Date(0),
    });
  });
});
