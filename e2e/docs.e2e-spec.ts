import { API_OPERATIONS } from '@pp/contracts';
import { call, describeOnSharedStacks, stackOf } from './support/stacks.js';

describeOnSharedStacks('published documents (%s mode)', (mode) => {
  const stack = stackOf(mode);

  it('serves the OpenAPI 3.1.0 document without a key, listing every operation with its scopes', async () => {
    const response = await call(stack, '/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ openapi: '3.1.0', info: { version: '1.0.0' } });
    for (const operation of API_OPERATIONS) {
      const documented = response.body.paths[operation.path][operation.method.toLowerCase()];
      expect(documented.operationId).toBe(operation.operationId);
      expect(documented.security).toEqual(operation.auth === 'public' ? [] : [{ apiKey: operation.auth }]);
    }
    expect(response.body.paths['/me'].get.responses['401'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ErrorEnvelope',
    });
  });

  it('serves the plain-text guide without a key', async () => {
    const response = await call(stack, '/guide.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    for (const operation of API_OPERATIONS) expect(response.text).toContain(`${operation.method} /v1${operation.path}`);
  });

  it('serves the interactive reference page without a key, under a policy that keeps its requests on this origin', async () => {
    const page = await call(stack, '/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const policy = page.headers.get('content-security-policy')!.split('; ');
    expect(policy).toEqual(
      expect.arrayContaining(["default-src 'self'", "connect-src 'self'", "font-src 'self'", "frame-ancestors 'none'"]),
    );
    // Scripts: this origin and the page's one inline script by its hash; nothing else anywhere.
    expect(policy.find((directive) => directive.startsWith('script-src'))).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(policy.join(' ')).not.toMatch(/https?:|\*|'unsafe-eval'/);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    // Every file the page names is ours.
    const named = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, url]) => url);
    expect(named.length).toBeGreaterThan(0);
    for (const url of named) expect(url).toMatch(/^\/v1\//);
    expect(page.text).toContain('"url":"/v1/openapi.json"');
  });

  it('serves the page’s script bundle without a key, cached for good under a versioned address, gzipped when accepted', async () => {
    const page = await call(stack, '/docs');
    const bundleUrl = /<script src="\/v1(\/docs\/scalar\.js\?v=[^"]+)">/.exec(page.text)?.[1];
    expect(bundleUrl).toBeDefined();
    const bundle = await call(stack, bundleUrl!);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(bundle.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(bundle.text).toContain('createApiReference');
    // Gzipped for a client that accepts it (fetch does, and unpacks it), whole for one that does not.
    expect([bundle.headers.get('content-encoding'), bundle.headers.get('vary')]).toEqual(['gzip', 'accept-encoding']);
    const whole = await call(stack, bundleUrl!, { headers: { 'accept-encoding': 'identity' } });
    expect(whole.headers.get('content-encoding')).toBeNull();
    expect(whole.text).toBe(bundle.text);
  });
});
