import { affineFrom, boxOnScan, fitInk, inkedArea, inkImage, inkRegion, printedMask, type Raster, scaleBetween } from './scan-geometry.js';

/** A white raster with dark rectangles (fractions of the page), black unless a rectangle says its grey. */
function raster(
  width: number,
  height: number,
  dark: Array<{ x: number; y: number; width: number; height: number; grey?: number }> = [],
): Raster {
  const rgba = new Uint8ClampedArray(width * height * 4).fill(255);
  for (const box of dark) {
    for (let y = Math.floor(box.y * height); y < (box.y + box.height) * height; y += 1) {
      for (let x = Math.floor(box.x * width); x < (box.x + box.width) * width; x += 1)
        rgba.fill(box.grey ?? 0, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  }
  return { width, height, rgba };
}

const space = { x: 0.1, y: 0.1, width: 0.8, height: 0.3 };

describe('fitInk', () => {
  it('counts what the student added, not what was printed, whatever the two sizes', () => {
    const printedLine = { x: 0.1, y: 0.2, width: 0.8, height: 0.01 };
    const clean = raster(200, 300, [printedLine]);
    expect(fitInk(raster(400, 600, [printedLine]), printedMask(clean), space, scaleBetween(clean, raster(400, 600))).ink).toBe(0);
    const written = fitInk(
      raster(400, 600, [printedLine, { x: 0.3, y: 0.25, width: 0.2, height: 0.05 }]),
      printedMask(clean),
      space,
      scaleBetween(clean, raster(400, 600)),
    ).ink;
    expect(written).toBeGreaterThan(0.03);
    expect(written).toBeLessThan(0.06);
  });

  it('fits the printed rule, not the writing: a pen stroke as long as the rule does not hide under it', () => {
    const identity = { a: 1, b: 0, c: 0, d: 0, e: 1, f: 0 };
    // A light rule (a dotted half-point rule scans grey) moved 6 px down on the scan, and a dark
    // horizontal stroke of writing 6 px above where the map puts the rule: least ink alone lays the
    // rule's mask on the stroke and erases it.
    const rule = { x: 0.1, y: 0.2, width: 0.8, height: 2 / 600, grey: 180 };
    const scan = raster(400, 600, [
      { ...rule, y: rule.y + 6 / 600 },
      { x: 0.2, y: rule.y - 6 / 600, width: 0.6, height: 2 / 600 },
    ]);
    const fitted = fitInk(scan, printedMask(raster(400, 600, [rule])), space, identity);
    expect(fitted.shift.y).toBe(6);
    expect(fitted.ink).toBeGreaterThan(0.004);
  });

  it('ignores the border of the box', () => {
    const identity = { a: 1, b: 0, c: 0, d: 0, e: 1, f: 0 };
    expect(
      fitInk(raster(400, 600, [{ x: 0.1, y: 0.1, width: 0.8, height: 0.005 }]), printedMask(raster(400, 600)), space, identity).ink,
    ).toBe(0);
  });
});

describe('inkImage', () => {
  const identity = { a: 1, b: 0, c: 0, d: 0, e: 1, f: 0 };
  const darkAt = (image: Raster, x: number, y: number) => image.rgba[(y * image.width + x) * 4] < 255;

  it('keeps the writing, erases a printed rule except where a stroke crosses it, and crops to the ink', () => {
    const rule = { x: 0.1, y: 0.5, width: 0.8, height: 0.005 };
    const clean = raster(400, 400, [rule]);
    // A vertical stroke crossing the rule at x = 0.3, and a dot of writing above it.
    const scan = raster(400, 400, [rule, { x: 0.3, y: 0.4, width: 0.01, height: 0.2 }, { x: 0.5, y: 0.3, width: 0.05, height: 0.05 }]);
    const { image, origin, step, inked } = inkImage(
      scan,
      printedMask(clean, 2),
      { x: 0.1, y: 0.1, width: 0.8, height: 0.8 },
      identity,
      { x: 0, y: 0 },
      1,
    );
    expect(step).toBe(1);
    // Cropped to the ink (x 120..220, y 120..240 on the page) with a 12 px margin, and the ink's bounds in the image.
    expect(origin).toEqual({ x: 108, y: 108 });
    expect(Math.abs(image.width - (220 + 12 - 108))).toBeLessThanOrEqual(1);
    expect(inked).toEqual({ x0: 12, y0: 12, x1: image.width - 12, y1: image.height - 12 });
    const at = (x: number, y: number) => darkAt(image, x - origin.x, y - origin.y);
    expect(at(121, 201)).toBe(true); // the stroke where it crosses the rule
    expect(at(180, 201)).toBe(false); // the rule itself
    expect(at(205, 125)).toBe(true); // the dot of writing
  });
});

describe('inkRegion', () => {
  const box = { x: 0.1, y: 0.1, width: 0.8, height: 0.8 };
  const identity = { a: 1, b: 0, c: 0, d: 0, e: 1, f: 0 };

  it('is the part of a space that holds ink, with a margin, and reads the same as the whole space', () => {
    const clean = raster(400, 400);
    const scan = raster(400, 400, [{ x: 0.3, y: 0.4, width: 0.1, height: 0.05 }]);
    const printed = printedMask(clean, 2);
    const region = inkRegion(scan, printed, box, identity, { x: 0, y: 0 })!;
    // The ink is x 120..160, y 160..180 on the page; 16 pixels of margin.
    expect(region.x * 400).toBeCloseTo(104, 6);
    expect(region.y * 400).toBeCloseTo(144, 6);
    expect((region.x + region.width) * 400).toBeCloseTo(176, 6);
    expect((region.y + region.height) * 400).toBeCloseTo(196, 6);
    const whole = inkImage(scan, printed, box, identity, { x: 0, y: 0 }, 2);
    const part = inkImage(scan, printed, region, identity, { x: 0, y: 0 }, 2);
    expect([part.origin, part.image.width, part.image.height, part.inked]).toEqual([
      whole.origin,
      whole.image.width,
      whole.image.height,
      whole.inked,
    ]);
    expect(Buffer.from(part.image.rgba).equals(Buffer.from(whole.image.rgba))).toBe(true);
  });

  it('is null for a space with only specks of noise', () => {
    const specked = raster(400, 400, [{ x: 0.5, y: 0.5, width: 0.002, height: 0.002 }]);
    expect(inkRegion(specked, printedMask(raster(400, 400), 2), box, identity, { x: 0, y: 0 })).toBeNull();
  });
});

describe('inkedArea', () => {
  it('is the inked share of a space times its area on an A4 page, in mm²', () => {
    expect(inkedArea(0.01, { x: 0, y: 0, width: 0.5, height: 0.1 })).toBeCloseTo(0.01 * 105 * 29.7);
  });
});
describe('a scan that is shifted or turned', () => {
  const turn = (degrees: number, shift: { x: number; y: number }) => {
    const [cos, sin] = [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
    return (p: { x: number; y: number }) => ({ x: cos * p.x - sin * p.y + shift.x, y: sin * p.x + cos * p.y + shift.y });
  };

  it('recovers the map from three finder centres', () => {
    const map = turn(2, { x: 12, y: -7 });
    const from = [
      { x: 300, y: 500 },
      { x: 380, y: 500 },
      { x: 300, y: 580 },
    ] as const;
    const affine = affineFrom(from, [map(from[0]), map(from[1]), map(from[2])])!;
    const probe = { x: 40, y: 90 };
    expect(affine.a * probe.x + affine.b * probe.y + affine.c).toBeCloseTo(map(probe).x, 6);
    expect(affine.d * probe.x + affine.e * probe.y + affine.f).toBeCloseTo(map(probe).y, 6);
    expect(affineFrom([from[0], from[0], from[1]], [from[0], from[1], from[2]])).toBeNull();
  });

  it('does not count a printed line the scan moved by a few pixels, but counts writing', () => {
    const line = { x: 0.1, y: 0.2, width: 0.8, height: 0.004 };
    const printed = printedMask(raster(400, 600, [line]));
    const identity = { a: 1, b: 0, c: 0, d: 0, e: 1, f: 0 };
    // Off by 9 pixels: beyond the tolerance, within the search.
    expect(fitInk(raster(400, 600, [{ ...line, y: line.y + 9 / 600 }]), printed, space, identity).ink).toBe(0);
    const written = raster(400, 600, [
      { ...line, y: line.y + 9 / 600 },
      { x: 0.3, y: 0.3, width: 0.2, height: 0.05 },
    ]);
    expect(fitInk(written, printed, space, identity).ink).toBeGreaterThan(0.03);
  });

  it('places an evidence box where the space lies on the scan', () => {
    const clean = raster(100, 200);
    const scan = raster(200, 400);
    const shiftedDouble = { a: 2, b: 0, c: 20, d: 0, e: 2, f: 40 };
    const box = boxOnScan({ x: 0.1, y: 0.1, width: 0.5, height: 0.2 }, clean, scan, shiftedDouble);
    for (const [key, value] of Object.entries({ x: 0.2, y: 0.2, width: 0.5, height: 0.2 }))
      expect(box[key as keyof typeof box]).toBeCloseTo(value, 9);
  });
});
