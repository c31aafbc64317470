import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadMupdf, using } from '../pdf-identity/page-render.worker.js';
import { greyRaster } from './pdf-reading.js';

const REFERENCE_DIR = new URL('../__reference__/', import.meta.url).pathname;

/** The grey level two pixels may differ by before they count as different: a quarter. */
const GREY_TOLERANCE = 64;

/**
 * How far page `page` (from 1) of a PDF, rasterised by mupdf at 50 dpi, is from its reviewed
 * reference image: the share of pixels whose grey level differs by more than a quarter (1 when the
 * sizes differ). With UPDATE_REFERENCE_IMAGES=1 (after a reviewed change of layout) the reference
 * is rewritten first.
 */
export async function differenceFromReference(pdf: Uint8Array, page: number, referenceName: string): Promise<number> {
  const mupdf = await loadMupdf();
  const raster = await greyRaster(pdf, page - 1, 50);
  const reference = join(REFERENCE_DIR, `${referenceName}.png`);
  if (process.env.UPDATE_REFERENCE_IMAGES === '1') {
    const png = using(new mupdf.Pixmap(mupdf.ColorSpace.DeviceGray, [0, 0, raster.width, raster.height], false), (pixmap) => {
      pixmap.getPixels().set(raster.grey);
      return pixmap.asPNG();
    });
    writeFileSync(reference, png);
  }
  if (!existsSync(reference)) throw new Error(`No reference image ${reference}: review the page and run with UPDATE_REFERENCE_IMAGES=1`);
  const expected = using(new mupdf.Image(readFileSync(reference)), (image) =>
    using(image.toPixmap(), (pixmap) =>
      using(pixmap.convertToColorSpace(mupdf.ColorSpace.DeviceGray), (grey) => ({
        width: grey.getWidth(),
        height: grey.getHeight(),
        grey: grey.getPixels().slice(),
      })),
    ),
  );
  if (expected.width !== raster.width || expected.height !== raster.height) return 1;
  let differing = 0;
  for (let i = 0; i < raster.grey.length; i += 1) if (Math.abs(raster.grey[i] - expected.grey[i]) > GREY_TOLERANCE) differing += 1;
  return differing / raster.grey.length;
}
