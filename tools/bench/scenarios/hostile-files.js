// Hostile files: the peak memory of the marking service's page rasteriser on each hostile file the
// upload inspection lets through (libs/upload-inspection/src/testing/hostile-files.ts, those whose
// `refusal` is null: bombs that only rendering sets off, pages of the largest size or oddest shape
// allowed, a WebP whose bitstream is garbage), against a normal scan and a phone photo.
//
// Each file is rendered in a process of its own (this file run with --child), as a render thread of
// the marking service renders a work page: page 1 at MARKING_READ_DPI's default, 150 dpi. The process
// reports its peak resident memory (VmHWM of /proc/self/status) after loading mupdf and after the
// render, its wall time and what came out (the image's size, or the error). The upload inspection
// (inspectUpload, run by the marking and import services on their main thread) is measured the same
// way, in a process of its own. Measured, not asserted: the figures go in docs/hostile-files.md.
// No stack is started.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { median } from '../lib/stats.js';
import { scanPdf } from '../lib/scan-pdf.js';

const DIST = new URL('../../../dist/libs/', import.meta.url);
const RENDER_DPI = 150;
const SELF = fileURLToPath(import.meta.url);
const MIB = 1024 * 1024;

export const name = 'hostile-files';
export const description =
  'peak RSS (VmHWM) of one process inspecting, then one rendering at 150 dpi, each hostile file the upload inspection accepts, against a normal scan';
export const defaultRuns = 3;

/** This process's peak and current resident memory, in MiB. */
function memory() {
  const status = readFileSync('/proc/self/status', 'utf8');
  const kib = (field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)[1]);
  return { peakMiB: kib('VmHWM') / 1024, rssMiB: kib('VmRSS') / 1024 };
}

/** The child: one phase (inspect or render) of one file, its result as one line of JSON on stdout. */
async function child(phase, path, mediaType) {
  const mupdf = await import('mupdf');
  mupdf.setLog({ warning: () => undefined, error: () => undefined });
  const bytes = readFileSync(path);
  const { inspectUpload } = await import(new URL('upload-inspection/src/index.js', DIST).href);
  const { default: renderPage } = await import(new URL('paper-pdf/src/pdf-identity/page-render.worker.js', DIST).href);
  const loaded = memory();
  const started = performance.now();
  let outcome;
  try {
    if (phase === 'inspect') {
      const inspection = await inspectUpload(bytes, mediaType);
      outcome = inspection.ok ? `accepted, ${inspection.pageCount} page(s)` : `refused: ${inspection.code}`;
    } else {
      const image = await renderPage({ bytes, mediaType, pageIndex: 0, dpi: RENDER_DPI });
      outcome = `${image.width} x ${image.height} px`;
    }
  } catch (error) {
    outcome = `error: ${error.message}`;
  }
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(`${JSON.stringify({ loadedMiB: loaded.peakMiB, peakMiB: memory().peakMiB, seconds, outcome })}\n`);
}

/** The files measured: the accepted hostile ones and two ordinary uploads for reference. */
async function filesToMeasure() {
  const mupdf = await import('mupdf');
  const { hostileFiles } = await import(new URL('upload-inspection/src/testing/hostile-files.js', DIST).href);
  const { solidImage } = await import(new URL('upload-inspection/src/testing/upload-fixtures.js', DIST).href);
  const scan = await scanPdf({ pages: 1, width: 1240, targetBytes: 1240 * 1754 + 4096, seed: 'hostile-files' });
  return [
    { label: 'normal scan (A4 at 150 dpi, grey, PDF)', contentType: 'application/pdf', bytes: scan.bytes },
    { label: 'phone photo (12 MP JPEG)', contentType: 'image/jpeg', bytes: solidImage(mupdf, 'jpeg', 3024, 4032) },
    ...(await hostileFiles()).filter((file) => file.refusal === null),
  ];
}

const run = promisify(execFile);

export async function setup(context = {}) {
  const log = context.log ?? ((m) => process.stderr.write(`${m}\n`));
  const work = mkdtempSync(join(tmpdir(), 'pp-bench-hostile-'));
  const teardown = async () => rmSync(work, { recursive: true, force: true });
  context.defer?.(teardown);
  const measure = async ({ runs }) => {
    const files = await filesToMeasure();
    const rows = [];
    for (const [index, file] of files.entries()) {
      const path = join(work, `${index}`);
      writeFileSync(path, file.bytes);
      const row = { label: file.label, bytes: file.bytes.length };
      for (const phase of ['inspect', 'render']) {
        const measured = [];
        for (let i = 0; i < runs; i += 1) {
          context.signal?.throwIfAborted();
          const { stdout } = await run(process.execPath, [SELF, '--child', phase, path, file.contentType], { maxBuffer: MIB });
          measured.push(JSON.parse(stdout));
        }
        row[phase] = {
          peakMiB: median(measured.map((m) => m.peakMiB)),
          loadedMiB: median(measured.map((m) => m.loadedMiB)),
          seconds: median(measured.map((m) => m.seconds)),
          outcome: measured[0].outcome,
        };
        log(
          `hostile-files: ${file.label} ${phase}: ${row[phase].outcome}, peak ${row[phase].peakMiB.toFixed(0)} MiB, ${row[phase].seconds.toFixed(2)} s`,
        );
      }
      rows.push(row);
    }
    const mib = (value) => value.toFixed(0);
    return {
      markdown: [
        `Each phase in a fresh process (Node ${process.version}); medians of ${runs} runs. Peak = VmHWM; "after load" = VmHWM once mupdf and our modules are loaded, before the file is touched.`,
        '',
        '| file | bytes | inspection | peak MiB (after load) | s | render at 150 dpi | peak MiB (after load) | s |',
        '| --- | ---: | --- | ---: | ---: | --- | ---: | ---: |',
        ...rows.map(
          ({ label, bytes, inspect, render }) =>
            `| ${label} | ${bytes.toLocaleString('en-GB')} | ${inspect.outcome} | ${mib(inspect.peakMiB)} (${mib(inspect.loadedMiB)}) | ${inspect.seconds.toFixed(2)} | ${render.outcome} | ${mib(render.peakMiB)} (${mib(render.loadedMiB)}) | ${render.seconds.toFixed(2)} |`,
        ),
      ],
      results: rows,
    };
  };
  return { measure, teardown };
}

if (process.argv[1] === SELF && process.argv[2] === '--child') await child(process.argv[3], process.argv[4], process.argv[5]);
