import { ERROR_CATALOGUE, MAX_PDF_PAGES } from '@pp/contracts';
import {
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  MAX_PDF_PAGE_SIDE,
  PDF_PAGE_TOO_LARGE,
  REFUSAL_MESSAGES,
  inspectUpload,
  refusalError,
  type UploadRefusalCode,
} from './inspect-upload.js';
import { type HostileFile, hostileFiles, pdfOfTinyPages, pdfPageOf } from './testing/hostile-files.js';
import {
  WEBP_LOSSLESS_1X1,
  WEBP_LOSSY_1X1,
  a4Pdf,
  encryptPdf,
  pngWithHeader,
  riffWebp,
  solidImage,
  vp8lPayload,
  vp8xPayload,
} from './testing/upload-fixtures.js';

const A4 = { width: 595.28, height: 841.89 };

// Damaged fixtures are the point here: mupdf's repair warnings would only bury the results.
beforeAll(async () => (await import('mupdf')).setLog({ warning: () => undefined, error: () => undefined }));

const refusal = (code: UploadRefusalCode) => ({ ok: false, code, message: REFUSAL_MESSAGES[code] });

describe('inspectUpload: PDFs', () => {
  it('accepts a one-page PDF with its page size in points', async () => {
    expect(await inspectUpload(await a4Pdf({ pages: 1 }), 'application/pdf')).toEqual({
      ok: true,
      mediaType: 'application/pdf',
      pageCount: 1,
      pages: [A4],
    });
  });

  it('reports a rotated page as displayed: /Rotate 90 swaps its sides', async () => {
    const inspection = await inspectUpload(await a4Pdf({ pages: 2, rotateFirstPage: 90 }), 'application/pdf');
    expect(inspection).toMatchObject({ ok: true, pages: [{ width: A4.height, height: A4.width }, A4] });
  });

  it(`accepts ${MAX_PDF_PAGES} pages and refuses one more`, async () => {
    expect(await inspectUpload(await a4Pdf({ pages: MAX_PDF_PAGES }), 'application/pdf')).toMatchObject({ ok: true, pageCount: 80 });
    expect(await inspectUpload(await a4Pdf({ pages: MAX_PDF_PAGES + 1 }), 'application/pdf')).toEqual(refusal('too_many_pages'));
  });

  it('refuses a password-protected PDF', async () => {
    const encrypted = await encryptPdf(await a4Pdf({ pages: 1 }));
    expect(await inspectUpload(encrypted, 'application/pdf')).toEqual(refusal('file_encrypted'));
  });

  it('refuses a truncated PDF (mupdf would rebuild it from what is left) and one with no pages', async () => {
    const pdf = await a4Pdf({ pages: 3 });
    expect(await inspectUpload(pdf.subarray(0, pdf.length / 2), 'application/pdf')).toEqual(refusal('file_corrupt'));
    expect(await inspectUpload(await a4Pdf({ pages: 0 }), 'application/pdf')).toEqual(refusal('file_corrupt'));
  });

  it('refuses a %PDF- header followed by nothing a reader can open', async () => {
    expect(await inspectUpload(new TextEncoder().encode('%PDF-1.7\nnot really'), 'application/pdf')).toEqual(refusal('file_corrupt'));
  });

  it('accepts a PDF after a byte-order mark, as PDF readers do', async () => {
    const withBom = Uint8Array.of(0xef, 0xbb, 0xbf, ...(await a4Pdf({ pages: 1 })));
    expect(await inspectUpload(withBom, 'application/pdf')).toMatchObject({ ok: true, pages: [A4] });
  });
});

describe('inspectUpload: images', () => {
  it('accepts a PNG and a JPEG as one page sized in pixels, mupdf decoding them', async () => {
    const mupdf = await import('mupdf');
    expect(await inspectUpload(solidImage(mupdf, 'png', 30, 20), 'image/png')).toEqual({
      ok: true,
      mediaType: 'image/png',
      pageCount: 1,
      pages: [{ width: 30, height: 20 }],
    });
    expect(await inspectUpload(solidImage(mupdf, 'jpeg', 40, 50), 'image/jpg')).toMatchObject({
      ok: true,
      mediaType: 'image/jpeg',
      pages: [{ width: 40, height: 50 }],
    });
  });

  it('accepts WebP on its header alone (mupdf 1.28 cannot decode WebP)', async () => {
    expect(await inspectUpload(WEBP_LOSSY_1X1, 'image/webp')).toMatchObject({ ok: true, pages: [{ width: 1, height: 1 }] });
    expect(await inspectUpload(WEBP_LOSSLESS_1X1, 'IMAGE/WEBP')).toMatchObject({ ok: true, mediaType: 'image/webp' });
    expect(await inspectUpload(riffWebp('VP8L', vp8lPayload(1200, 1600)), 'image/webp')).toMatchObject({
      ok: true,
      pages: [{ width: 1200, height: 1600 }],
    });
  });

  it('refuses an image whose header or body is unreadable', async () => {
    const png = solidImage(await import('mupdf'), 'png', 30, 20);
    expect(await inspectUpload(png.subarray(0, 20), 'image/png')).toEqual(refusal('file_corrupt'));
    expect(await inspectUpload(pngWithHeader(30, 20, new TextEncoder().encode('not zlib')), 'image/png')).toEqual(refusal('file_corrupt'));
    expect(await inspectUpload(Uint8Array.of(0xff, 0xd8, 0xff, 0xd9), 'image/jpeg')).toEqual(refusal('file_corrupt'));
    expect(await inspectUpload(WEBP_LOSSY_1X1.subarray(0, 36), 'image/webp')).toEqual(refusal('file_corrupt'));
  });

  describe('decompression bombs: refused from the header, before mupdf decodes anything', () => {
    // Each bomb is a few dozen bytes. Decoding one would make mupdf throw (50,000 x 50,000 overflows
    // its limits) or allocate hundreds of megabytes, so only a check made first answers image_too_large.
    it.each([
      ['a side over the limit', MAX_IMAGE_SIDE + 1, 1],
      ['50,000 x 50,000', 50_000, 50_000],
      ['more pixels than the limit, each side allowed', MAX_IMAGE_SIDE, MAX_IMAGE_PIXELS / MAX_IMAGE_SIDE + 1],
    ])('PNG claiming %s', async (_, width, height) => {
      expect(await inspectUpload(pngWithHeader(width, height), 'image/png')).toEqual(refusal('image_too_large'));
    });

    it('WebP canvas claiming 100,000 x 2', async () => {
      expect(await inspectUpload(riffWebp('VP8X', vp8xPayload(100_000, 2)), 'image/webp')).toEqual(refusal('image_too_large'));
    });

    it('allows exactly the limits', async () => {
      const atTheLimits = riffWebp('VP8X', vp8xPayload(MAX_IMAGE_SIDE, MAX_IMAGE_PIXELS / MAX_IMAGE_SIDE));
      expect(await inspectUpload(atTheLimits, 'image/webp')).toMatchObject({ ok: true, pages: [{ width: 20_000, height: 2_000 }] });
    });
  });
});

describe('inspectUpload: declared type and empty files', () => {
  it('refuses bytes that are not the declared type with 415', async () => {
    const png = solidImage(await import('mupdf'), 'png', 30, 20);
    expect(await inspectUpload(png, 'application/pdf')).toEqual(refusal('unsupported_media_type'));
    expect(await inspectUpload(new TextEncoder().encode('my answers are in the post'), 'application/pdf')).toEqual(
      refusal('unsupported_media_type'),
    );
    expect(await inspectUpload(await a4Pdf({ pages: 1 }), 'image/jpeg')).toEqual(refusal('unsupported_media_type'));
  });

  it('refuses a type never accepted with 415, even with no body', async () => {
    expect(await inspectUpload(solidImage(await import('mupdf'), 'png', 3, 2), 'image/gif')).toEqual(refusal('unsupported_media_type'));
    expect(await inspectUpload(new Uint8Array(), 'text/plain')).toEqual(refusal('unsupported_media_type'));
  });

  it('refuses an empty body of an accepted type as empty_file', async () => {
    expect(await inspectUpload(new Uint8Array(), 'application/pdf')).toEqual(refusal('empty_file'));
  });

  it('refuses only with catalogue codes of status 415 or 422', () => {
    for (const code of Object.keys(REFUSAL_MESSAGES)) expect([415, 422]).toContain(ERROR_CATALOGUE[code as UploadRefusalCode].status);
    expect(REFUSAL_MESSAGES.image_too_large).toBe('The image is larger than 40 megapixels or 20,000 pixels a side.');
  });
});

describe('inspectUpload: hostile files', () => {
  let files: HostileFile[];
  beforeAll(async () => {
    files = await hostileFiles();
  });

  it('answers each with its status and code, or accepts the few only rendering can find out', async () => {
    const outcomes: Record<string, string> = {};
    for (const file of files) {
      const inspection = await inspectUpload(file.bytes, file.contentType);
      outcomes[file.label] = inspection.ok ? 'accepted' : `${refusalError(inspection).status} ${inspection.code}`;
    }
    expect(outcomes).toEqual({
      'zero-byte-pdf': '422 empty_file',
      'zero-byte-jpeg': '422 empty_file',
      'one-byte-pdf': '415 unsupported_media_type',
      'one-byte-png': '415 unsupported_media_type',
      'truncated-pdf': '422 file_corrupt',
      'pdf-header-only': '422 file_corrupt',
      'corrupt-xref-pdf': '422 file_corrupt',
      'encrypted-pdf': '422 file_encrypted',
      // mupdf cannot open a document whose security handler it lacks: nothing says a password would do.
      'unknown-encryption-pdf': '422 file_corrupt',
      'ten-thousand-pages-pdf': '422 too_many_pages',
      'enormous-page-pdf': '422 image_too_large',
      'page-at-the-size-limit-pdf': 'accepted',
      'content-bomb-pdf': 'accepted',
      'image-bomb-pdf': 'accepted',
      'enormous-png': '422 image_too_large',
      'enormous-jpeg': '422 image_too_large',
      'enormous-webp': '422 image_too_large',
      'png-bomb-at-the-limits': 'accepted',
      'narrow-strip-png': 'accepted',
      'truncated-png': '422 file_corrupt',
      'truncated-jpeg': '422 file_corrupt',
      'jpeg-sof-lies': '422 file_corrupt',
      'webp-body-garbage': 'accepted',
      'png-named-jpg': '415 unsupported_media_type',
    });
    // The e2e suite and the bench rely on each file's own `refusal`.
    for (const file of files)
      expect([file.label, file.refusal ?? 'accepted']).toEqual([file.label, outcomes[file.label].split(' ').at(-1)]);
  });

  it('keeps every hostile file small: the bombs are in what they claim, not in their bytes', () => {
    for (const file of files) expect(file.bytes.length).toBeLessThan(1.5 * 1024 * 1024);
  });

  it(`takes a PDF page of ${MAX_PDF_PAGE_SIDE} points a side and refuses a bigger one, naming pages`, async () => {
    expect(await inspectUpload(pdfPageOf(MAX_PDF_PAGE_SIDE), 'application/pdf')).toMatchObject({ ok: true, pages: [{ width: 14_400 }] });
    expect(await inspectUpload(pdfPageOf(MAX_PDF_PAGE_SIDE + 1), 'application/pdf')).toEqual({
      ok: false,
      code: 'image_too_large',
      message: PDF_PAGE_TOO_LARGE,
    });
  });

  it('takes a page tree at its /Count when it lies: 10,000 kids under a /Count of 1 are one page, the rest never loaded', async () => {
    expect(await inspectUpload(pdfOfTinyPages(10_000, 1), 'application/pdf')).toMatchObject({ ok: true, pageCount: 1 });
    // A /Count of more pages than the tree holds leaves pages that cannot be loaded.
    expect(await inspectUpload(pdfOfTinyPages(1, 10_000), 'application/pdf')).toEqual(refusal('file_corrupt'));
    expect(await inspectUpload(pdfOfTinyPages(1, 2), 'application/pdf')).toEqual(refusal('file_corrupt'));
  });
});

describe('refusalError: a refusal as the API answers it', () => {
  it.each(['empty_file', 'file_corrupt', 'file_encrypted', 'too_many_pages', 'image_too_large'] as const)(
    'a 422 %s names the file bytes, the request body, in its details',
    (code) => {
      const message = REFUSAL_MESSAGES[code];
      expect(refusalError({ code, message }).toData()).toEqual({ code, message, details: [{ path: 'body', message }] });
      expect(refusalError({ code, message }).status).toBe(422);
    },
  );

  it('a 415 is about the Content-Type, with no field to name', () => {
    const message = REFUSAL_MESSAGES.unsupported_media_type;
    expect(refusalError({ code: 'unsupported_media_type', message }).toData()).toEqual({ code: 'unsupported_media_type', message });
  });

  it('answers an inspection’s refusal with its code and message', async () => {
    const inspection = await inspectUpload(new Uint8Array(), 'application/pdf');
    expect(inspection.ok).toBe(false);
    if (!inspection.ok)
      expect(refusalError(inspection)).toMatchObject({ code: 'empty_file', details: [{ path: 'body', message: 'The file is empty.' }] });
  });
});
