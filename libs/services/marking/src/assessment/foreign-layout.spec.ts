import { horizontalLinesOf, printOfBoxes, ruledBoxesOf, skewOf, uprightImage, uprightToScan } from './foreign-layout.js';
import type { Raster } from './scan-geometry.js';

/** A white page of 600 × 800 pixels with the pixels `ink` gives drawn in it (grey `shade`). */
function page(ink: (x: number, y: number) => number | null, width = 600, height = 800): Raster {
  const rgba = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const shade = ink(x, y);
      if (shade !== null) rgba.fill(shade, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  return { width, height, rgba };
}

/** A box from (60, top) to (540, top + height), its border black, with grey rules every 40 pixels inside it; turned `degrees` about the page's centre. */
const ruledBox = (top: number, height: number, degrees = 0) => {
  const [sin, cos] = [Math.sin((degrees * Math.PI) / 180), Math.cos((degrees * Math.PI) / 180)];
  return (x: number, y: number): number | null => {
    // The upright point this pixel shows (the page turned by `degrees`).
    const [u, v] = [300 + (x - 300) * cos + (y - 400) * sin, 400 - (x - 300) * sin + (y - 400) * cos];
    const onSide = (u >= 59 && u <= 61) || (u >= 539 && u <= 541);
    const onBorder = Math.abs(v - top) <= 1 || Math.abs(v - (top + height)) <= 1;
    if ((onBorder && u >= 59 && u <= 541) || (onSide && v >= top - 1 && v <= top + height + 1)) return 0;
    if (u >= 70 && u <= 530 && v > top + 5 && v < top + height - 5 && Math.abs(((v - top) % 40) - 0) <= 0.6) return 130;
    return null;
  };
};
/** The print's horizontal lines (the top, the bottom and the rules), not its sides' runs. */
const linesOf = (print: ReadonlyArray<{ x0: number; x1: number }>) => print.filter((run) => run.x1 - run.x0 > 100);
const both =
  (...drawers: Array<(x: number, y: number) => number | null>) =>
  (x: number, y: number) =>
    drawers.map((draw) => draw(x, y)).find((shade) => shade !== null) ?? null;

describe('the layout of a page not printed by us', () => {
  it('finds a ruled box, its rules, and a blank box below it, top to bottom', () => {
    const boxes = ruledBoxesOf(page(both(ruledBox(100, 160), ruledBox(320, 120))));
    expect(boxes).toHaveLength(2);
    expect(boxes[0].inside.y * 800).toBeGreaterThan(100);
    expect((boxes[0].inside.y + boxes[0].inside.height) * 800).toBeLessThan(260);
    expect(boxes[0].inside.x * 600).toBeGreaterThan(60);
    expect(linesOf(boxes[0].print)).toHaveLength(2 + 3);
    expect(linesOf(boxes[1].print)).toHaveLength(2 + 2);
    expect(boxes[1].inside.y).toBeGreaterThan(boxes[0].inside.y + boxes[0].inside.height);
  });

  it('finds the boxes inside a frame drawn around them (a page border), not the frame; a rule spanning a box stays its rule', () => {
    const frame = (x: number, y: number) =>
      ((y === 40 || y === 760) && x >= 20 && x <= 580) || ((x === 20 || x === 580) && y >= 40 && y <= 760) ? 0 : null;
    const spanning = (x: number, y: number) => (y === 460 && x >= 60 && x <= 540 ? 0 : null);
    const boxes = ruledBoxesOf(page(both(frame, ruledBox(100, 160), ruledBox(320, 200), spanning)));
    expect(boxes).toHaveLength(2);
    expect(boxes.map((box) => Math.round(box.inside.x * 600))).toEqual([62, 62]);
    expect(linesOf(boxes[1].print)).toHaveLength(2 + 5);
  });

  it('finds no box on a page of text rows or of lone lines, and no line in a row of text', () => {
    // Rows of "letters": short dark strokes 4 px apart, 12 px tall.
    const text = (x: number, y: number) => (y % 30 < 12 && x > 60 && x < 540 && x % 7 < 3 ? 0 : null);
    expect(horizontalLinesOf(page(text))).toEqual([]);
    const lone = (x: number, y: number) => ((y === 200 || y === 400) && x > 60 && x < 540 ? 0 : null);
    expect(horizontalLinesOf(page(lone))).toHaveLength(2);
    expect(ruledBoxesOf(page(lone))).toEqual([]);
  });

  it('measures a page turned a degree, and finds its box upright once the turn is undone', () => {
    const turned = page(ruledBox(200, 200, 1));
    const degrees = skewOf(turned);
    expect(degrees).toBeCloseTo(1, 0);
    expect(ruledBoxesOf(turned)).toEqual([]);
    const boxes = ruledBoxesOf(uprightImage(turned, uprightToScan(turned, degrees)));
    expect(boxes).toHaveLength(1);
    expect(boxes[0].inside.y * 800).toBeCloseTo(205, -1);
  });

  it('takes a side as drawn, row by row: a side a few pixels off straight is print all along, and the inside starts right of it', () => {
    // The left side runs from x = 60 at the top to x = 62 at the bottom (a turn undone a little short).
    const leaning = (x: number, y: number) => {
      const side = 60 + Math.round(((y - 100) / 300) * 2);
      if ((y === 100 || y === 400) && x >= 60 && x <= 540) return 0;
      if (y >= 100 && y <= 400 && (Math.abs(x - side) <= 0 || Math.abs(x - 540) <= 0)) return 0;
      return null;
    };
    const image = page(leaning);
    const [box] = ruledBoxesOf(image);
    const print = printOfBoxes(image, [box]);
    for (let y = 100; y <= 400; y += 1) expect(print.rgba[(y * 600 + 60 + Math.round(((y - 100) / 300) * 2)) * 4]).toBe(0);
    expect(box.inside.x * 600).toBeGreaterThan(62);
  });

  it('paints the boxes found as the print erased before reading: border and rules black, inside white', () => {
    const image = page(ruledBox(100, 160));
    const print = printOfBoxes(image, ruledBoxesOf(image));
    const at = (x: number, y: number) => print.rgba[(y * 600 + x) * 4];
    expect([at(300, 100), at(60, 180), at(300, 140)]).toEqual([0, 0, 0]);
    expect([at(300, 120), at(300, 300)]).toEqual([255, 255]);
  });
});
