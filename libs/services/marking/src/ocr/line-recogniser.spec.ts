import { cropImage, rasterisePage, type RgbaImage } from '@pp/paper-pdf/identity';
import { plainPaperScript } from '@pp/testing';
import { decodeLine, LINE_HEIGHT, lineTensorOf } from './line-recognition.worker.js';
import { LineRecogniser } from './line-recogniser.js';

/** A grey raster of `width` × `height` with the pixels `dark` says black. */
function raster(width: number, height: number, dark: (x: number, y: number) => boolean): RgbaImage {
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) rgba.fill(dark(x, y) ? 0 : 255, (y * width + x) * 4, (y * width + x) * 4 + 4);
  return { width, height, rgba };
}

describe('lineTensorOf', () => {
  it('scales a line to the model height, its width in proportion, white to 1 and ink to -1 in each of three channels', () => {
    const { data, width } = lineTensorOf(raster(200, 24, (x) => x >= 100));
    expect(width).toBe(400);
    expect(data).toHaveLength(3 * LINE_HEIGHT * 400);
    for (const channel of [0, 1, 2]) {
      const at = (u: number, v: number) => data[(channel * LINE_HEIGHT + v) * width + u];
      expect(at(10, 20)).toBeCloseTo(1);
      expect(at(390, 20)).toBeCloseTo(-1);
    }
  });

  it('keeps a narrow line wide enough for the model to read a character', () => {
    expect(lineTensorOf(raster(2, 96, () => true)).width).toBe(LINE_HEIGHT / 3);
  });
});

describe('decodeLine', () => {
  const alphabet = ['', '1', '8', '中', '.'];
  /** Probabilities of each step, the likeliest class given its share and the rest spread evenly. */
  const steps = (classes: Array<[number, number]>) =>
    Float32Array.from(classes.flatMap(([best, p]) => alphabet.map((_, c) => (c === best ? p : (1 - p) / (alphabet.length - 1)))));
  const latin = (char: string) => char !== '中';

  it('merges repeats, drops blanks, and is as sure as its least sure character', () => {
    const read = decodeLine(
      steps([
        [1, 0.99],
        [1, 0.97],
        [0, 0.9],
        [1, 0.95],
        [4, 0.8],
        [2, 0.92],
      ]),
      6,
      alphabet,
      latin,
    );
    expect(read).toEqual({ text: '11.8', confidence: 80 });
  });

  it('reads a character it may not give as the likeliest one it may', () => {
    const probabilities = steps([[3, 0.6]]);
    probabilities[2] = 0.25;
    expect(decodeLine(probabilities, 1, alphabet, latin)).toEqual({ text: '8', confidence: 25 });
  });

  it('reads nothing with no confidence', () =>
    expect(decodeLine(steps([[0, 0.99]]), 1, alphabet, latin)).toEqual({ text: '', confidence: 0 }));
});

describe('LineRecogniser', () => {
  /** A line of handwriting (the scripts' handwriting font) as a scan at 150 dpi holds it: the first line of a plain page, cut to its ink and a margin, as tesseract's line boxes cut it. */
  async function handwritten(line: string): Promise<RgbaImage> {
    const page = await rasterisePage(await plainPaperScript([line]), 0, 150);
    // plainPaperScript writes its first line on a baseline 62 pt from the top, 18 pt high: the band from 30 pt to 80 pt holds it alone.
    const ink: Array<[number, number]> = [];
    for (let y = 62; y < 167; y += 1)
      for (let x = 0; x < page.width; x += 1) if (page.rgba[(y * page.width + x) * 4] < 160) ink.push([x, y]);
    const margin = 5;
    const [left, top] = [Math.min(...ink.map(([x]) => x)) - margin, Math.min(...ink.map(([, y]) => y)) - margin];
    const [right, bottom] = [Math.max(...ink.map(([x]) => x)) + margin, Math.max(...ink.map(([, y]) => y)) + margin];
    return cropImage(page, left, top, right - left, bottom - top);
  }

  const recogniser = new LineRecogniser();
  afterAll(() => recogniser.onApplicationShutdown());

  it('reads handwritten lines as written, surely, in a thread of its own', async () => {
    const lines = ['x=8.44', '18+10t=0', 't=-9/5'];
    const read = await recogniser.read(await Promise.all(lines.map(handwritten)));
    expect(read.map(({ text }) => text)).toEqual(lines);
    for (const { confidence } of read) expect(confidence).toBeGreaterThanOrEqual(90);
  });

  it('reads a blank line as nothing', async () => {
    expect(await recogniser.read([raster(300, 60, () => false)])).toEqual([{ text: '', confidence: 0 }]);
  });
});
