/**
 * The security headers of a page we serve (the app's, the docs page): a Content-Security-Policy of
 * this origin only, widened by the sources the page names (script, style, image, font, worker), and
 * always: connections to this origin alone, no plugins, no `<base>`, forms posted here, no framing by
 * any page; plus X-Frame-Options, no Referer (a link's token stays in its tab), no content sniffing.
 */
export function selfOnlyPageHeaders(sources: Readonly<Record<string, string>>): Record<string, string> {
  const directives = {
    'default-src': "'self'",
    ...sources,
    'connect-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'none'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  };
  return {
    'content-security-policy': Object.entries(directives)
      .map(([directive, value]) => `${directive} ${value}`)
      .join('; '),
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  };
}
