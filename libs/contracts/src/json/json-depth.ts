/**
 * Whether a parsed JSON value nests arrays and objects deeper than `max` levels, found without
 * recursion: a body of ten thousand `[` parses fine but overflows the stack of every recursive
 * walk after it (canonical JSON, hashing), so such a body is refused first.
 */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth + 1 > max) return true;
    for (const child of Object.values(next.value)) pending.push({ value: child, depth: next.depth + 1 });
  }
  return false;
}
