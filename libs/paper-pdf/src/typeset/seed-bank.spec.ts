import { generateSeedBank } from '@pp/question-content';
import { typesetMathBlock, typesetText } from './paragraph.js';

describe('the seed bank through the typesetter', () => {
  it('typesets every stem and intro at 480pt, and every answer and expected formula as a block', () => {
    const revisions = generateSeedBank().flatMap((q) => q.revisions);
    const prose = new Set(revisions.flatMap((r) => [...(r.introTex ? [r.introTex] : []), ...r.parts.map((p) => p.stemTex)]));
    const maths = new Set(revisions.flatMap((r) => [...r.parts.map((p) => p.answerTex), ...r.scheme.allocations.map((a) => a.expected)]));
    const failures: string[] = [];
    const attempt = (what: string, set: () => void) => {
      try {
        set();
      } catch (err) {
        failures.push(`${what}: ${(err as Error).message}`);
      }
    };
    for (const text of prose) {
      attempt(text, () => {
        const block = typesetText(text, 480, { size: 11 });
        expect(block.lines.length).toBeGreaterThan(0);
        for (const line of block.lines) if (line.width > 480 + 1e-6) failures.push(`overflow: ${text}`);
      });
    }
    for (const tex of maths) {
      attempt(tex, () => {
        const block = typesetMathBlock(tex, 480, 11);
        expect(block.width).toBeLessThanOrEqual(480 + 1e-6);
      });
    }
    expect(failures).toEqual([]);
    expect(prose.size).toBeGreaterThan(1000);
    expect(maths.size).toBeGreaterThan(2000);
  }, 120000);
});
