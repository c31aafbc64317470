import { PDFDocument } from 'pdf-lib';
import { EXAMPLE_SCHEME_ASSET_ID, EXAMPLE_WORK_ASSET_ID, HUMAN_SUBMISSION_EXAMPLE, type ImportSubmission } from '@pp/import-schema';

/** A PDF of `pages` plain pages, each with a line of text: a scan or scheme to upload. */
export async function pdfOf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < pages; i += 1) pdf.addPage([595, 842]).drawText(`answer page ${i + 1}`, { x: 50, y: 700 });
  return pdf.save();
}

/** The spec's example import submission, pointed at an import's uploaded work (3 pages) and scheme (2 pages). */
export function exampleSubmissionFor(workAssetId: string, schemeAssetId: string): ImportSubmission {
  return JSON.parse(
    JSON.stringify(HUMAN_SUBMISSION_EXAMPLE)
      .replaceAll(EXAMPLE_WORK_ASSET_ID, workAssetId)
      .replaceAll(EXAMPLE_SCHEME_ASSET_ID, schemeAssetId),
  ) as ImportSubmission;
}
