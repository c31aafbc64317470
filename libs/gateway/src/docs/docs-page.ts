import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { API_TITLE } from '@pp/contracts';
import { selfOnlyPageHeaders } from '../http/self-only-page-headers.js';

/** Where the page loads Scalar's browser bundle from: our own copy, never a CDN. */
export const SCALAR_BUNDLE_ROUTE = '/v1/docs/scalar.js';

/**
 * Scalar's options. Nothing the page does may leave this origin: no web fonts (Scalar's come from its
 * CDN), no request proxy (unset, Scalar sends "try it" through its cloud proxy), no telemetry, no AI
 * agent (on by default for localhost pages) or MCP box, no "open in client" button (Scalar's hosted
 * client). The key goes in the bearer field of the one security scheme and is kept only while the
 * page is open (`persistAuth: false`).
 */
export const SCALAR_OPTIONS = {
  url: '/v1/openapi.json',
  withDefaultFonts: false,
  proxyUrl: '',
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  hideClientButton: true,
  showDeveloperTools: 'never',
  documentDownloadType: 'direct',
  persistAuth: false,
  authentication: { preferredSecurityScheme: 'apiKey' },
  // Every operation listed in the sidebar at once (about 50: not a cost worth a click per tag).
  defaultOpenAllTags: true,
} as const;

/** The installed bundle (the package exports no path to it: it sits beside the package's main entry) and its version. */
export function scalarPackage(): { bundlePath: string; version: string } {
  const main = createRequire(import.meta.url).resolve('@scalar/api-reference');
  const packageDir = dirname(dirname(main));
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string };
  return { bundlePath: join(packageDir, 'dist/browser/standalone.js'), version };
}

/** The page's one inline script, allowed by its hash in the policy rather than by `'unsafe-inline'`. */
const startScript = (options: object) => `Scalar.createApiReference('#reference', ${JSON.stringify(options)});`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The page's security headers. Scripts: the bundle from this origin and the start script by its hash.
 * Styles: Scalar injects its stylesheet as `<style>` elements from the bundle and sets inline style
 * attributes, with no way to give them a nonce, so styles need `'unsafe-inline'` (a style cannot run
 * code; the key's only way out, a request, stays `connect-src 'self'`). Images may be `data:` (Scalar's
 * icons). The rest as the app's pages.
 */
export function docsPageHeaders(script: string): Record<string, string> {
  return {
    ...selfOnlyPageHeaders({
      'script-src': `'self' ${sha256(script)}`,
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data:",
      'font-src': "'self'",
    }),
    'cache-control': 'no-cache',
  };
}

export interface DocsPage {
  html: string;
  headers: Record<string, string>;
}

/** The page: Scalar's bundle (its URL carries the version, so the bundle can be cached for good) started on our OpenAPI document. */
export function buildDocsPage(): DocsPage {
  const { version } = scalarPackage();
  const script = startScript(SCALAR_OPTIONS);
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${API_TITLE}: API reference</title>
</head>
<body>
<div id="reference"></div>
<noscript>This page needs JavaScript. The same reference is at <a href="/v1/guide.txt">/v1/guide.txt</a> and <a href="/v1/openapi.json">/v1/openapi.json</a>.</noscript>
<script src="${SCALAR_BUNDLE_ROUTE}?v=${encodeURIComponent(version)}"></script>
<script>${script}</script>
</body>
</html>
`;
  return { html, headers: docsPageHeaders(script) };
}
