/**
 * A second way of asking a question: its parts in another order, or two of them asked as one less
 * structured part (as exam papers do when they give less help). The marks are the same; only where
 * they sit changes, and every reference to a part follows the new lettering.
 */
import type { Rng } from '../../random.js';
import type { CarriedRounding } from '../../rounded-follow-through.js';
import type { MarkSpec, PartSpec, QuestionDraft } from '../../template.js';

const LETTERS = 'abcdefgh';

/** A part of the new order: an old part by its index, or old parts asked as one with their joint stem. */
export type PartGroup = number | { join: number[]; stemTex: string };

const partsOf = (group: PartGroup): number[] => (typeof group === 'number' ? [group] : group.join);

/** Answers a candidate writes: "shown" and "see scheme" placeholders leave a joined answer. */
const PLACEHOLDER = /^\\text\{(shown|Proof: see scheme)\}$/;

/**
 * The draft with its parts regrouped. References to parts are rewritten where the bank writes them:
 * allocation ids in `dependsOn`, "part (b)", "parts (a) and (b)", "in (a)", "from (a)" in stems,
 * requirements and notes, the "(b)" that opens a note (notes are then put in part order), and the
 * allocations of the carried roundings a draft's facts declare.
 */
export function regrouped<D extends QuestionDraft>(draft: D, groups: PartGroup[]): D {
  const newPart = new Map<number, number>();
  groups.forEach((group, g) => partsOf(group).forEach((old) => newPart.set(old, g)));
  const used = groups.flatMap(partsOf).sort((a, b) => a - b);
  if (used.join() !== draft.parts.map((_, i) => i).join()) throw new Error('every part must be placed exactly once');

  const ids = new Map<string, string>();
  for (const group of groups) {
    let position = 0;
    for (const old of partsOf(group))
      draft.parts[old].marks.forEach((_, j) => ids.set(`${LETTERS[old]}.${j + 1}`, `${LETTERS[newPart.get(old)!]}.${++position}`));
  }
  const letter = (old: string) => LETTERS[newPart.get(LETTERS.indexOf(old)) ?? LETTERS.indexOf(old)];
  const relabel = (text: string) =>
    text
      .replace(/(part |parts |and |in |from )\(([a-h])\)/g, (_, before: string, old: string) => `${before}(${letter(old)})`)
      .replace(/^\(([a-h])\)/, (_, old: string) => `(${letter(old)})`);
  const remark = (m: MarkSpec): MarkSpec => ({
    ...m,
    requirement: relabel(m.requirement),
    dependsOn: m.dependsOn.map((id) => ids.get(id) ?? id),
    conditions: m.conditions.map(relabel),
  });
  const parts = groups.map((group): PartSpec => {
    const members = partsOf(group).map((old) => draft.parts[old]);
    const answers = members.map((p) => p.answerTex).filter((a) => !PLACEHOLDER.test(a));
    return {
      stemTex: typeof group === 'number' ? relabel(members[0].stemTex) : group.stemTex,
      answerTex: answers.length ? answers.join(', \\; ') : members[0].answerTex,
      marks: members.flatMap((p) => p.marks.map(remark)),
    };
  });
  parts.forEach((p, g) => {
    const later = [...p.stemTex.matchAll(/(?:part |parts |and )\(([a-h])\)/g)].filter(([, l]) => LETTERS.indexOf(l) >= g);
    if (later.length) throw new Error(`part (${LETTERS[g]}) would refer to part (${later[0][1]}), not yet asked`);
  });
  const labelOf = (note: string) => /^\(([a-h])\)/.exec(note)?.[1] ?? '';
  const notes = draft.notes.map(relabel).sort((x, y) => labelOf(x).localeCompare(labelOf(y)));
  const { facts } = draft as { facts?: { carriedRoundings?: CarriedRounding[] } };
  if (!facts?.carriedRoundings) return { ...draft, parts, notes };
  const carriedRoundings = facts.carriedRoundings.map((c) => ({ ...c, allocationId: ids.get(c.allocationId) ?? c.allocationId }));
  return { ...draft, parts, notes, facts: { ...facts, carriedRoundings } };
}

/** Half the variants ask the question the second way (drawn last, so the numbers do not change). */
export const askedOneOfTwoWays = <D extends QuestionDraft>(rng: Rng, draft: D, groups: PartGroup[]): D =>
  rng.next() < 0.5 ? regrouped(draft, groups) : draft;
