/** TeX commands that stand for one written symbol. */
const SYMBOLS: Readonly<Record<string, string>> = {
  pi: 'π',
  theta: 'θ',
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  lambda: 'λ',
  mu: 'μ',
  nu: 'ν',
  phi: 'φ',
  omega: 'ω',
  times: '×',
  cdot: '·',
  pm: '±',
  leqslant: '≤',
  leq: '≤',
  le: '≤',
  geqslant: '≥',
  geq: '≥',
  ge: '≥',
  neq: '≠',
  approx: '≈',
  to: '→',
  mid: '|',
  infty: '∞',
};

/** Function names (TeX's commands for them), written as their letters. */
export const FUNCTION_NAMES: ReadonlySet<string> = new Set([
  'sin',
  'cos',
  'tan',
  'sec',
  'csc',
  'cot',
  'ln',
  'log',
  'exp',
  'arcsin',
  'arccos',
  'arctan',
  'sinh',
  'cosh',
  'tanh',
  'arsinh',
  'arcosh',
  'artanh',
  'arg',
  'det',
]);
/** Spacing and sizing: nothing on paper. */
const UNWRITTEN = new Set(['left', 'right', ' ', ',', ';', ':', '!', 'quad', 'qquad', 'displaystyle']);
/** Commands whose one argument is written as it is (a roman i, a bold vector's letter). */
const AS_WRITTEN = new Set(['mathrm', 'mathbf', 'mathit', 'operatorname']);
/** Longest written form: about what one ruled line of an answer space holds in handwriting. */
const MAX_WRITTEN_LENGTH = 40;

class Unwritable extends Error {}

/**
 * A mark scheme's expected working as a learner writes it on one line: `\frac{9\pi}{20}` as `9π/20`,
 * `2\sqrt{2}` as `2√2`, `\frac{t + 2}{t + 5}` as `(t+2)/(t+5)`, a power as `^` and its exponent
 * (`^(k+1)` when it is more than one character), no spaces. Null when it has no one-line form
 * (matrices, integrals and sums with limits, words, ellipses) or is too long for a line.
 */
export function writtenFormOf(tex: string): string | null {
  try {
    const parser = new TexParser(tex);
    const written = parser.sequence();
    if (!parser.done()) throw new Unwritable();
    const form = written
      .replace(/[\u2212\u2013\u2014]/g, '-')
      .replace(/<=/g, '≤')
      .replace(/>=/g, '≥')
      .replace(/\s+/g, '');
    return form.length > 0 && form.length <= MAX_WRITTEN_LENGTH ? form : null;
  } catch (error) {
    if (error instanceof Unwritable) return null;
    throw error;
  }
}

/** A stretch of a written form: on the line, or raised (a power). */
export interface WrittenRun {
  text: string;
  raised: boolean;
}

/** A written form as it is put on paper: each power (`^2`, `^-x`, `^(k+1)`) a raised run without its caret or brackets. */
export function writtenRunsOf(form: string): WrittenRun[] {
  const runs: WrittenRun[] = [];
  const push = (text: string, raised: boolean) => text && runs.push({ text, raised });
  let from = 0;
  for (let at = form.indexOf('^'); at !== -1; at = form.indexOf('^', from)) {
    push(form.slice(from, at), false);
    const power = /^\(([^()]*)\)|^-?[^()]/.exec(form.slice(at + 1));
    if (!power) {
      from = at + 1;
      continue;
    }
    push(power[1] ?? power[0], true);
    from = at + 1 + power[0].length;
  }
  push(form.slice(from), false);
  return runs;
}

/** A small recursive reader of the TeX expected values are written in; anything it does not know is Unwritable. */
class TexParser {
  private at = 0;

  constructor(private readonly tex: string) {}

  done(): boolean {
    return this.at >= this.tex.length;
  }

  /** Everything up to the end or a closing brace. */
  sequence(): string {
    let written = '';
    while (!this.done() && this.tex[this.at] !== '}') written += this.item();
    return written;
  }

  private item(): string {
    const char = this.tex[this.at];
    if (char === '{') return this.group();
    if (char === '\\') return this.command();
    if (char === '^') {
      this.at += 1;
      const power = this.argument();
      if (power === '°') return '°';
      return /^-?[^()^]$/.test(power) ? `^${power}` : `^(${power})`;
    }
    if (char === '_') {
      // A subscript is written small beside its letter: z_1 reads as z1.
      this.at += 1;
      return this.argument();
    }
    if (char === '&' || char === '$') throw new Unwritable();
    this.at += 1;
    return char;
  }

  private group(): string {
    this.at += 1;
    const inside = this.sequence();
    if (this.tex[this.at] !== '}') throw new Unwritable();
    this.at += 1;
    return inside;
  }

  /** One argument: a braced group, a command, or a single character. */
  private argument(): string {
    while (this.tex[this.at] === ' ') this.at += 1;
    if (this.done()) throw new Unwritable();
    return this.tex[this.at] === '{' ? this.group() : this.item();
  }

  private command(): string {
    const name = /^\\([A-Za-z]+|.)/.exec(this.tex.slice(this.at))?.[1];
    if (name === undefined) throw new Unwritable();
    this.at += name.length + 1;
    if (name === 'circ') return '°';
    if (name in SYMBOLS) return SYMBOLS[name];
    if (FUNCTION_NAMES.has(name)) return name;
    if (UNWRITTEN.has(name)) return '';
    if (AS_WRITTEN.has(name)) return this.argument();
    if (name === 'frac' || name === 'dfrac' || name === 'tfrac') {
      const [numerator, denominator] = [this.argument(), this.argument()];
      return `${bracketed(numerator)}/${bracketed(denominator)}`;
    }
    if (name === 'sqrt') {
      if (this.tex[this.at] === '[') throw new Unwritable();
      return `√${bracketed(this.argument())}`;
    }
    throw new Unwritable();
  }
}

/** A fraction's numerator or denominator, or a root's radicand, in brackets when it is more than one term. */
const bracketed = (written: string): string => {
  const plain = written.replace(/\s+/g, '');
  return /^[\w.πθαβγδλμνφω√']+$/u.test(plain) || /^\([^()]*\)$/.test(plain) ? plain : `(${plain})`;
};
