/** What a mark-scheme code such as `dM1`, `A1ft` or `B1*` says about one allocation. */
export type MarkKind = 'method' | 'accuracy' | 'independent';

export interface MarkCode {
  /** The code as stored: always with a count of 1 (`M2` in print is two `M1` allocations). */
  code: string;
  kind: MarkKind;
  /** `d` prefix: the scheme names the earlier mark(s) this one depends on. */
  dependent: boolean;
  /** `ft` suffix: follow through from the candidate's own earlier value. */
  followThrough: boolean;
  /** `*` suffix: the answer is printed on the paper, fully correct working needed. */
  printedAnswer: boolean;
}

const MARK_CODE = /^(d)?([MAB])([1-9]\d?)(ft)?(\*)?$/;
const KINDS: Record<string, MarkKind> = { M: 'method', A: 'accuracy', B: 'independent' };

/** Parses one printed code (`M2`, `dM1`, `A1ft`, `B1*`); null when it is not a mark code. */
export function parseMarkCode(printed: string): (MarkCode & { count: number }) | null {
  const match = MARK_CODE.exec(printed);
  if (!match) return null;
  const [, d, letter, count, ft, star] = match;
  return {
    code: `${d ?? ''}${letter}1${ft ?? ''}${star ?? ''}`,
    kind: KINDS[letter],
    dependent: d === 'd',
    followThrough: ft === 'ft',
    printedAnswer: star === '*',
    count: Number(count),
  };
}

/** True for a code that names exactly one allocation, the form every stored allocation takes. */
export function isOneMarkCode(code: string): boolean {
  return parseMarkCode(code)?.count === 1 && parseMarkCode(code)?.code === code;
}
