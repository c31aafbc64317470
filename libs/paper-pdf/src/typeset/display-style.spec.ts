import { inDisplayStyle } from './display-style.js';
import { typesetMath } from './math.js';
import { typesetText } from './paragraph.js';

describe('inline formulas in display style', () => {
  it('sets a fraction that stands alone, and a sum or product, in display style', () => {
    for (const tex of [
      String.raw`\frac{a}{b}`,
      String.raw`-\frac{\pi}{4}`,
      String.raw` \frac{p + q\sqrt{3}}{r} `,
      String.raw`\frac {1}{\frac{2}{3}}`,
    ])
      expect({ tex, display: inDisplayStyle(tex) }).toEqual({ tex, display: true });
    for (const tex of [String.raw`\sum_{r=1}^{n} r^2`, String.raw`\prod_{k=1}^{3} k`, String.raw`S = \sum_{r=1}^{n} r`])
      expect({ tex, display: inDisplayStyle(tex) }).toEqual({ tex, display: true });
  });

  it('keeps text style for everything else, fractions inside longer formulas included', () => {
    for (const tex of [
      String.raw`\frac{\pi}{3} \leqslant \arg z \leqslant \frac{3\pi}{4}`,
      String.raw`\frac{1}{2}x`,
      String.raw`y = \frac{1}{x}`,
      String.raw`\frac12`,
      String.raw`\frac{1}{2`,
      String.raw`\summit`,
      'x^2 + 1',
    ])
      expect({ tex, display: inDisplayStyle(tex) }).toEqual({ tex, display: false });
  });

  it('prints a lone fraction at full size and a sum with limits above and below, in a taller line', () => {
    const line = (text: string) => typesetText(text, 400, { size: 11 }).lines[0];
    const inline = typesetMath(String.raw`\frac{a}{b}`, 11);
    const displayed = typesetMath(String.raw`\frac{a}{b}`, 11, true);
    expect(displayed.ascent + displayed.descent).toBeGreaterThan(inline.ascent + inline.descent + 2);
    expect(line(String.raw`in the form \(\frac{a}{b}\)`).height).toBeCloseTo(line(String.raw`\(\dfrac{a}{b}\) is`).height, 9);
    expect(line(String.raw`in the form \(\frac{a}{b}\)`).height).toBeGreaterThan(line(String.raw`where \(\frac{a}{b}x\)`).height);
    // Limits above and below make the sum taller than it is wide apart from its summand.
    const sum = line(String.raw`Find \(\sum_{r=1}^{n} r\)`).runs[1];
    const sideLimits = typesetMath(String.raw`\sum_{r=1}^{n} r`, 11);
    expect(sum.kind === 'math' && sum.ascent).toBeGreaterThan(sideLimits.ascent + 2);
    expect(sum.width).toBeLessThan(sideLimits.width);
  });
});
