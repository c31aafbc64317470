import type { ImportFieldError } from './schema-errors.js';

/** A string of the submission and its JSON Pointer. */
export interface Named {
  name: string;
  path: string;
}

/**
 * Each name that repeats an earlier one, reported at the later place with the first one's pointer.
 * `keyOf` says what counts as the same name (a UUID in any letter case, say); by default the name itself.
 */
export function repeatErrors(
  names: readonly Named[],
  describe: (name: string, first: string) => string,
  keyOf: (name: string) => string = (name) => name,
): ImportFieldError[] {
  const first = new Map<string, string>();
  return names.flatMap(({ name, path }) => {
    const key = keyOf(name);
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, path);
    return earlier === undefined ? [] : [{ path, message: describe(name, earlier) }];
  });
}
