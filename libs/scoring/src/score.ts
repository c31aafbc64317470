/** A marker's decision on one one-mark allocation. */
export const DECISIONS = ['awarded', 'withheld', 'uncertain'] as const;
export type Decision = (typeof DECISIONS)[number];

/** What scoring needs of an allocation: its decision and the allocations it depends on. */
export interface DecidedAllocation {
  id: string;
  partId: string;
  decision: Decision;
  /** Allocations that must be awarded for this one to count (a `d` code's method marks, say). */
  dependsOn: readonly string[];
}

export interface PartScore {
  partId: string;
  awarded: number;
  possible: number;
  maximum: number;
}

/**
 * A score as a range: `awarded` marks are confirmed; `possible` adds every mark still open
 * (uncertain, or resting on an uncertain dependency), so the upper end is not a confirmed score;
 * `maximum` is what the question is worth.
 */
export interface Score {
  awarded: number;
  possible: number;
  maximum: number;
  parts: PartScore[];
  /** Each allocation's decision once its dependencies are applied. */
  effective: Record<string, Decision>;
  /** Allocations whose own decision is uncertain: they need a reviewer. */
  unresolved: string[];
}

/**
 * Applies dependencies, then totals: an allocation counts as awarded only when it and everything it
 * depends on (transitively) is awarded; it is withheld when it, or anything it depends on, is withheld;
 * otherwise it stays uncertain. Throws on an unknown dependency or a cycle (validation refuses both first).
 */
export function scoreAllocations(allocations: readonly DecidedAllocation[]): Score {
  const byId = new Map(allocations.map((a) => [a.id, a]));
  const effective = new Map<string, Decision>();
  const visiting = new Set<string>();
  const resolve = (id: string): Decision => {
    const known = effective.get(id);
    if (known) return known;
    const allocation = byId.get(id);
    if (!allocation) throw new Error(`unknown dependency ${id}`);
    if (visiting.has(id)) throw new Error(`dependency cycle through ${id}`);
    visiting.add(id);
    const decisions = [allocation.decision, ...allocation.dependsOn.map(resolve)];
    visiting.delete(id);
    const decision: Decision = decisions.includes('withheld') ? 'withheld' : decisions.includes('uncertain') ? 'uncertain' : 'awarded';
    effective.set(id, decision);
    return decision;
  };
  const parts = new Map<string, PartScore>();
  for (const allocation of allocations) {
    const decision = resolve(allocation.id);
    const part = parts.get(allocation.partId) ?? { partId: allocation.partId, awarded: 0, possible: 0, maximum: 0 };
    part.maximum += 1;
    if (decision === 'awarded') part.awarded += 1;
    if (decision !== 'withheld') part.possible += 1;
    parts.set(allocation.partId, part);
  }
  const list = [...parts.values()];
  const sum = (key: 'awarded' | 'possible' | 'maximum') => list.reduce((total, part) => total + part[key], 0);
  return {
    awarded: sum('awarded'),
    possible: sum('possible'),
    maximum: sum('maximum'),
    parts: list,
    effective: Object.fromEntries(effective),
    unresolved: allocations.filter((a) => a.decision === 'uncertain').map((a) => a.id),
  };
}
