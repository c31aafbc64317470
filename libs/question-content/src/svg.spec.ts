import {
  angleMark,
  axes,
  boxIsClear,
  crossingLabels,
  frame,
  initialLine,
  label,
  labelsOf,
  line,
  placeLabel,
  regionName,
  insideOutline,
  quantity,
  runsOf,
  segmentMeetsBox,
  strokesOf,
  svgDoc,
  textBox,
  UNITS,
} from './svg.js';

describe('diagram text in exam style', () => {
  it('sets a lone letter (a variable, a point) italic and words, numbers and i upright, with a true minus', () => {
    expect(runsOf('O')).toEqual([{ text: 'O', italic: true }]);
    expect(runsOf('Re')).toEqual([{ text: 'Re', italic: false }]);
    expect(runsOf('iz')).toEqual([
      { text: 'i', italic: false },
      { text: 'z', italic: true },
    ]);
    expect(runsOf('-1 + 2i')).toEqual([{ text: '−1 + 2i', italic: false }]);
    expect(runsOf('θ = 0')).toEqual([
      { text: 'θ', italic: true },
      { text: ' = 0', italic: false },
    ]);
  });

  it('prints units upright after the value, a speed as m s⁻¹', () => {
    expect(quantity('u', UNITS.speed)).toEqual([
      { text: 'u', italic: true },
      { text: ' m s⁻¹', italic: false },
    ]);
    expect(quantity(3, UNITS.mass)).toEqual([
      { text: '3', italic: false },
      { text: ' kg', italic: false },
    ]);
  });

  it('writes italic runs as italic tspans that a reader gets back', () => {
    const f = frame(0, 10, 0, 5);
    const svg = svgDoc(f, [label(f, 5, 2.5, quantity('v', UNITS.speed))]);
    expect(svg).toContain('<tspan font-style="italic">v</tspan><tspan> m s⁻¹</tspan>');
    expect(labelsOf(svg).map((l) => l.text)).toEqual(['v m s⁻¹']);
  });
});

describe('frame', () => {
  it('keeps equal scales and is never taller than the largest printed height', () => {
    const tall = frame(-5, 5, -5, 5, 300);
    expect(tall.height).toBeLessThanOrEqual(170);
    expect(tall.px(1) - tall.px(0)).toBeCloseTo(tall.py(0) - tall.py(1));
    const wide = frame(0, 10, 0, 2, 300);
    expect(wide.width).toBe(300);
  });
});

describe('the label placement rule', () => {
  const box = { left: 0, top: 0, right: 10, bottom: 10 };

  it('finds a segment that crosses a box, or lies inside it, and not one that passes by', () => {
    expect(segmentMeetsBox([-5, 5, 15, 5], box)).toBe(true);
    expect(segmentMeetsBox([2, 2, 3, 3], box)).toBe(true);
    expect(segmentMeetsBox([-5, -1, 15, -1], box)).toBe(false);
    expect(segmentMeetsBox([-5, 30, 30, -5], box)).toBe(false);
  });

  it('refuses a box that meets a line, another label or the canvas edge', () => {
    const canvas = { width: 100, height: 100 };
    const inner = { left: 20, top: 20, right: 30, bottom: 30 };
    expect(boxIsClear(inner, [], [], canvas)).toBe(true);
    expect(boxIsClear(inner, [[0, 25, 100, 25]], [], canvas)).toBe(false);
    expect(boxIsClear(inner, [], [{ left: 28, top: 28, right: 40, bottom: 40 }], canvas)).toBe(false);
    expect(boxIsClear({ left: -1, top: 20, right: 9, bottom: 30 }, [], [], canvas)).toBe(false);
  });

  it('keeps the preferred place when it is clear, and moves a label off a line that runs through it', () => {
    const canvas = { width: 200, height: 200 };
    const name = {
      kind: 'label' as const,
      anchor: [100, 100] as [number, number],
      preferred: [100, 100] as [number, number],
      runs: runsOf('A'),
    };
    expect(placeLabel(name, [], [], canvas)).toEqual([100, 100]);
    const moved = placeLabel(name, [[0, 100, 200, 100]], [], canvas);
    expect(moved).not.toEqual([100, 100]);
    const [cx, cy] = moved;
    const placed = textBox(name.runs, cx, cy + 0.24 * 11);
    expect(segmentMeetsBox([0, 100, 200, 100], placed)).toBe(false);
  });

  it('leaves no label of a drawn diagram across a line, and reports one that is', () => {
    const f = frame(-5, 5, -5, 5, 240);
    const svg = svgDoc(f, [axes(f, -5, 5, -5, 5), line(f, -5, -5, 5, 5), label(f, 0, 0, 'P', -6, 6), label(f, 2, 2, 'Q')]);
    expect(crossingLabels(svg)).toEqual([]);
    const crossed = svg.replace('</svg>', '<text x="120" y="90" text-anchor="middle"><tspan>across</tspan></text></svg>');
    expect(crossingLabels(crossed)).toContain('across');
  });
});

describe('exam furniture', () => {
  it('reads every stroke of the markup: lines, paths and circles', () => {
    expect(strokesOf('<line x1="0" y1="0" x2="10" y2="0" stroke="black"/>')).toEqual([[0, 0, 10, 0]]);
    expect(strokesOf('<path d="M0 0 L10 0 L10 10 Z"/>')).toEqual([
      [0, 0, 10, 0],
      [10, 0, 10, 10],
      [10, 10, 0, 0],
    ]);
    expect(strokesOf('<circle cx="5" cy="5" r="2"/>')).toHaveLength(24);
  });

  it('marks an angle with an arc and its name beyond the arc, on the bisector', () => {
    const f = frame(-5, 5, -5, 5, 240);
    const svg = svgDoc(f, [line(f, 0, 0, 5, 0), line(f, 0, 0, 0, 5), angleMark(f, [0, 0], 0, Math.PI / 2, 'α')]);
    const [alpha] = labelsOf(svg);
    expect(alpha.text).toBe('α');
    expect(alpha.box.left).toBeGreaterThan(f.px(0));
    expect(alpha.box.bottom).toBeLessThan(f.py(0));
    expect(crossingLabels(svg)).toEqual([]);
  });

  it('draws a polar frame of reference: the pole O and the initial line θ = 0, no vertical axis', () => {
    const f = frame(-1, 5, -2, 2, 240);
    const svg = svgDoc(f, initialLine(f, 4));
    expect(labelsOf(svg).map((l) => l.text)).toEqual(['O', 'θ = 0']);
    expect(strokesOf(svg).filter(([x1, , x2]) => x1 === x2)).toEqual([]);
  });

  it('names a ring in the ring, not in its hole', () => {
    const f = frame(-4, 4, -4, 4, 200);
    const arc = (r: number) =>
      Array.from({ length: 25 }, (_, i): [number, number] => [
        r * Math.cos((i * Math.PI) / 24 - Math.PI / 2),
        r * Math.sin((i * Math.PI) / 24 - Math.PI / 2),
      ]);
    const ring = [...arc(3), ...arc(2).reverse()];
    const name = regionName(f, ring, 'R');
    const [x, y] = [(name.anchor[0] - f.px(0)) / (f.px(1) - f.px(0)), (f.py(0) - name.anchor[1]) / (f.px(1) - f.px(0))];
    expect(Math.hypot(x, y)).toBeGreaterThan(2);
    expect(Math.hypot(x, y)).toBeLessThan(3);
    expect(insideOutline([0.5, 0], ring)).toBe(false);
    expect(insideOutline([2.5, 0], ring)).toBe(true);
  });
});
