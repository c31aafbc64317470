import { APP_SECURITY_HEADERS, cacheControlOf, isAppApiPath, isAppPath, webFileOf } from './web-app-files.js';

const built = new Set(['index.html', 'assets/index-3f2a.js', 'assets/index-3f2a.css', 'favicon.svg']);
const fileOf = (path: string) => webFileOf(path, (relative) => built.has(relative));

describe('the built web app under /app', () => {
  it('serves the build’s files and the page for any other path of the app', () => {
    expect(fileOf('assets/index-3f2a.js')).toEqual({ kind: 'file', path: 'assets/index-3f2a.js' });
    expect(fileOf('favicon.svg')).toEqual({ kind: 'file', path: 'favicon.svg' });
    expect(fileOf('')).toEqual({ kind: 'index' });
    expect(fileOf('index.html')).toEqual({ kind: 'index' });
    expect(fileOf('keys')).toEqual({ kind: 'index' });
    expect(fileOf('marking/sessions/1a/questions/2b')).toEqual({ kind: 'index' });
    expect(fileOf('verify')).toEqual({ kind: 'index' });
  });

  it('never leaves the build folder, serves no hidden file, and answers a missing file name as missing', () => {
    expect(fileOf('../package.json')).toEqual({ kind: 'missing' });
    expect(fileOf('assets/../../secret')).toEqual({ kind: 'missing' });
    expect(fileOf('.env')).toEqual({ kind: 'missing' });
    expect(fileOf('assets\\..\\x')).toEqual({ kind: 'missing' });
    expect(fileOf('a\0b')).toEqual({ kind: 'missing' });
    expect(fileOf('assets/gone-1234.js')).toEqual({ kind: 'missing' });
  });

  it('caches hashed assets for good and revalidates the rest', () => {
    expect(cacheControlOf('assets/index-3f2a.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlOf('favicon.svg')).toBe('no-cache');
  });

  it('tells the app’s paths and its API’s apart', () => {
    expect(['/app', '/app/', '/app/keys', '/app?x=1'].map(isAppPath)).toEqual([true, true, true, true]);
    expect(['/apply', '/v1/me', '/application'].map(isAppPath)).toEqual([false, false, false]);
    expect(['/app/api', '/app/api/keys', '/app/apix', '/app/keys'].map(isAppApiPath)).toEqual([true, true, false, false]);
  });

  it('sends a policy of its own origin only, with no framing, no Referer and no sniffing', () => {
    const policy = APP_SECURITY_HEADERS['content-security-policy'];
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(policy).not.toContain("'unsafe-inline'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(APP_SECURITY_HEADERS).toMatchObject({
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
    });
  });
});
