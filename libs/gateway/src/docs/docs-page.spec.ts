import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { buildDocsPage, SCALAR_BUNDLE_ROUTE, SCALAR_OPTIONS, scalarPackage } from './docs-page.js';

describe('the interactive reference page', () => {
  const page = buildDocsPage();
  const policy = page.headers['content-security-policy'];

  it('loads our copy of Scalar’s bundle, named by its version, and starts it on our OpenAPI document', () => {
    const { bundlePath, version } = scalarPackage();
    expect(existsSync(bundlePath)).toBe(true);
    expect(page.html).toContain(`<script src="${SCALAR_BUNDLE_ROUTE}?v=${version}"></script>`);
    expect(SCALAR_OPTIONS.url).toBe('/v1/openapi.json');
  });

  it('allows its one inline script by hash and no other inline script', () => {
    const inline = [...page.html.matchAll(/<script>([^<]*)<\/script>/g)].map(([, text]) => text);
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it('lets the page reach its own origin only, and no page frame it', () => {
    expect(policy.split('; ')).toEqual(
      expect.arrayContaining([
        "default-src 'self'",
        "connect-src 'self'",
        "font-src 'self'",
        "frame-ancestors 'none'",
        "object-src 'none'",
      ]),
    );
    expect(policy).not.toMatch(/https?:|\*/);
    expect(page.headers).toMatchObject({
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
    });
  });

  it('turns off what Scalar would fetch from its own services, and keeps the key to the open page', () => {
    expect(SCALAR_OPTIONS).toMatchObject({
      withDefaultFonts: false,
      proxyUrl: '',
      telemetry: false,
      agent: { disabled: true },
      mcp: { disabled: true },
      hideClientButton: true,
      persistAuth: false,
    });
  });
});
