import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runPdfTool } from './pdf-tools.js';

const REFERENCE_DIR = new URL('../__reference__/', import.meta.url).pathname;

/**
 * How far page `page` of a PDF, rasterised at 50 dpi, is from its reviewed reference image: the
 * share of pixels whose grey level differs by more than a quarter (1 when the sizes differ). With
 * UPDATE_REFERENCE_IMAGES=1 (after a reviewed change of layout) the reference is rewritten first.
 */
export async function differenceFromReference(pdfFile: string, page: number, referenceName: string, workDir: string): Promise<number> {
  const prefix = join(workDir, `${referenceName}-raster`);
  runPdfTool('pdftoppm', ['-r', '50', '-png', '-singlefile', '-f', String(page), '-l', String(page), pdfFile, prefix]);
  const reference = join(REFERENCE_DIR, `${referenceName}.png`);
  if (process.env.UPDATE_REFERENCE_IMAGES === '1') writeFileSync(reference, readFileSync(`${prefix}.png`));
  if (!existsSync(reference)) throw new Error(`No reference image ${reference}: review the page and run with UPDATE_REFERENCE_IMAGES=1`);
  return imageDifference(readFileSync(`${prefix}.png`), readFileSync(reference));
}

async function imageDifference(a: Buffer, b: Buffer): Promise<number> {
  const mupdf = await import('mupdf');
  const [pa, pb] = [a, b].map((png) => new mupdf.Image(png).toPixmap().convertToColorSpace(mupdf.ColorSpace.DeviceGray));
  if (pa.getWidth() !== pb.getWidth() || pa.getHeight() !== pb.getHeight()) return 1;
  const [sa, sb] = [pa.getPixels(), pb.getPixels()];
  let differing = 0;
  for (let i = 0; i < sa.length; i += 1) if (Math.abs(sa[i] - sb[i]) > 64) differing += 1;
  return differing / sa.length;
}
