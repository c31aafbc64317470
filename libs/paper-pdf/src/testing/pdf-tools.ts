import { execFileSync } from 'node:child_process';

/** Runs a PDF tool of the machine; a missing one fails the test with how to install it, never skips it. */
export function runPdfTool(tool: 'qpdf' | 'pdftotext' | 'pdftoppm', args: string[]): string {
  try {
    return execFileSync(tool, args, { encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${tool} is not installed: apt-get install -y qpdf poppler-utils (.ci/run does it)`);
    }
    throw error;
  }
}
