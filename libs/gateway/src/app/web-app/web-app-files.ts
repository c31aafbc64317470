import { posix } from 'node:path';
import { selfOnlyPageHeaders } from '../../http/self-only-page-headers.js';

/**
 * The app's security headers, on every /app response (pages, assets and the JSON API): scripts,
 * styles, fonts, images and workers from this origin only (the app has no inline script; pdf.js draws
 * pages into canvases, so images may also be `data:` or `blob:` and its worker may run from `blob:`;
 * `'wasm-unsafe-eval'` lets pdf.js compile its image decoders, never JavaScript).
 */
export const APP_SECURITY_HEADERS: Readonly<Record<string, string>> = selfOnlyPageHeaders({
  'script-src': "'self' 'wasm-unsafe-eval'",
  'style-src': "'self'",
  'img-src': "'self' data: blob:",
  'font-src': "'self' data:",
  'worker-src': "'self' blob:",
});

/** Whether a request path is the app's: `/app`, `/app/…`, `/app?…`. */
export const isAppPath = (url: string): boolean => url === '/app' || url.startsWith('/app/') || url.startsWith('/app?');

/** Whether a request path is the app's JSON API. */
export const isAppApiPath = (url: string): boolean => url === '/app/api' || url.startsWith('/app/api/') || url.startsWith('/app/api?');

/**
 * What a path under /app names in the built app: a file path relative to the build folder, or
 * `index` for a page of the app (the SPA's router draws it), or `missing` for what can be neither: a
 * path with `..`, a hidden file, or a file name (it has an extension) the build does not hold.
 * `exists` tells whether a relative path is a file of the build.
 */
export function webFileOf(
  path: string,
  exists: (relative: string) => boolean,
): { kind: 'file'; path: string } | { kind: 'index' } | { kind: 'missing' } {
  if (path.includes('\0') || path.includes('\\')) return { kind: 'missing' };
  const segments = path.split('/').filter(Boolean);
  if (segments.some((segment) => segment === '..' || segment.startsWith('.'))) return { kind: 'missing' };
  const relative = posix.normalize(segments.join('/'));
  if (segments.length === 0 || relative === 'index.html') return { kind: 'index' };
  if (exists(relative)) return { kind: 'file', path: relative };
  return /\.[A-Za-z0-9]+$/.test(segments.at(-1)!) ? { kind: 'missing' } : { kind: 'index' };
}

/** Vite names built assets by their content hash: they never change and may be cached for a year. The page itself is revalidated. */
export const cacheControlOf = (relative: string): string =>
  relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';

/** What /app answers while the web app is not built. */
export const APP_NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>The app is not built</title></head>
<body><main><h1>The app is not built</h1>
<p>This server has no built web app (dist/apps/web). Run <code>npm run build</code> (or <code>npm start</code>, which builds first) and reload.</p>
<p>The API works meanwhile: see <a href="/v1/guide.txt">/v1/guide.txt</a>.</p></main></body></html>
`;
