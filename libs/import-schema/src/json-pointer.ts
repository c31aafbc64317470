/** A JSON Pointer (RFC 6901) from its reference tokens: `pointer('questions', 0, 'label')` is `/questions/0/label`. */
export function pointer(...tokens: ReadonlyArray<string | number>): string {
  return tokens.map((token) => `/${String(token).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}

/** Each pointer with every pointer above it (`/a/b` gives `/a/b`, `/a` and the root ``). */
export function withAncestors(paths: Iterable<string>): Set<string> {
  const all = new Set<string>();
  for (const path of paths) {
    for (let end = path.length; end > 0; end = path.lastIndexOf('/', end - 1)) all.add(path.slice(0, end));
    all.add('');
  }
  return all;
}
