import type { PinnedRevision } from '@pp/contracts';

type Allocation = PinnedRevision['markScheme']['allocations'][number];

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'];
const ordinal = (n: number): string => ORDINALS[n - 1] ?? `${n}th`;

/** "1(a)": the question number and the part's own label, as the question paper prints them. */
export const questionLabel = (number: number, partLabel: string): string => `${number}${partLabel}`;

/** "M1 and A1", "M1, dM1 and A1". */
function spokenList(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const COUNTS = ['', '', 'both', 'all three', 'all four', 'all five'];

/** One code's marks among those depended on: "M1", "second M1", "both M1", "first and third M1"... */
function codeName(allocations: Allocation[], targets: Allocation[]): string {
  const { partId, code } = targets[0];
  const sameCode = allocations.filter((a) => a.partId === partId && a.code === code);
  if (sameCode.length === 1) return code;
  if (targets.length === sameCode.length && COUNTS[targets.length]) return `${COUNTS[targets.length]} ${code}`;
  return `${spokenList(targets.map((t) => ordinal(sameCode.indexOf(t) + 1)))} ${code}`;
}

/**
 * How a reader finds the marks an allocation depends on, one phrase per part: the codes (with
 * "first"/"second" when a code repeats in its part, "both M1" when every one is meant), and
 * "in (a)" for another part. Ids are for machines only; an unknown id is shown as is.
 */
export function dependencyPhrases(question: PinnedRevision, from: Allocation): string[] {
  const { allocations } = question.markScheme;
  const byPart = new Map<string, Map<string, Allocation[]>>();
  const unknown: string[] = [];
  for (const id of from.dependsOn) {
    const target = allocations.find((a) => a.id === id);
    if (!target) {
      unknown.push(id);
      continue;
    }
    const codes = byPart.get(target.partId) ?? new Map<string, Allocation[]>();
    byPart.set(target.partId, codes);
    codes.set(target.code, [...(codes.get(target.code) ?? []), target]);
  }
  const phrases = [...byPart].map(([partId, codes]) => {
    const names = spokenList([...codes.values()].map((targets) => codeName(allocations, targets)));
    const part = question.parts.find((p) => p.id === partId);
    return partId === from.partId || !part ? names : `${names} in ${part.label}`;
  });
  return [...phrases, ...unknown];
}

/** The dependency of an allocation spelled for a reader ("dep. on M1 in (a)"), or null when it has none. */
export function dependencyNote(question: PinnedRevision, allocation: Allocation): string | null {
  const phrases = dependencyPhrases(question, allocation);
  // "and on" between parts, so "M1 and on B1 in (b)" cannot be read as both in (b).
  return phrases.length ? `dep. on ${phrases.join(' and on ')}` : null;
}

/** What the Notes cell says of an allocation: its conditions, then its dependency, one a line. */
export function allocationNotes(question: PinnedRevision, allocation: Allocation): string[] {
  const dependency = dependencyNote(question, allocation);
  return [...allocation.conditions, ...(dependency ? [dependency] : [])];
}
