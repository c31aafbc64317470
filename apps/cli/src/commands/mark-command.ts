import { basename } from 'node:path';
import type { Command } from 'commander';
import { markPaperScan, mediaTypeOf, type MarkingSession, type MarkingStage, type ScanMarking } from '@pp/sdk';
import type { CliContext } from '../cli-context.js';
import { readLocalFile } from '../local-files.js';
import { markingReportLines } from '../output/marking-report.js';
import { progressDisplay } from '../output/progress-display.js';
import { markingCountsOf, markingProgressLine } from '../output/progress-text.js';
import { UsageError } from '../usage-error.js';
import { revisionOf, revisionOption } from './paper-revision.js';

/**
 * `pp mark <paper> <scan.pdf>`: the SDK's markPaperScan (a session from the saved paper, the scan
 * uploaded, its questions found by their pages' QR codes, marking started and polled), with its
 * progress on stderr, then each question's status and score, and a total only for a complete marking.
 */
export function addMarkCommand(program: Command, cli: CliContext): void {
  program
    .command('mark')
    .description("mark a learner's completed scan of a paper printed by this service (one credit a question)")
    .argument('<paper>', 'paper id')
    .argument('<scan>', 'the completed scan: a PDF, or a PNG, JPEG or WebP image of a page')
    .addOption(revisionOption())
    .action(async (paperId: string, scanPath: string, options: { revision?: number }) => {
      const scan = await readLocalFile(scanPath);
      const mediaType = mediaTypeOf(scan);
      if (!mediaType) throw new UsageError(`${scanPath} is not a PDF, PNG, JPEG or WebP file.`);
      const client = cli.client();
      const revision = await revisionOf(client, paperId, options.revision);
      const progress = progressDisplay();
      let stage: MarkingStage = 'session';
      const show = (session?: MarkingSession) => {
        const counts = stage === 'marking' && session ? markingCountsOf(session) : null;
        progress.show(markingProgressLine(stage, counts), counts?.done ?? 0, counts?.total ?? 0);
      };
      let marked: ScanMarking;
      try {
        marked = await markPaperScan(
          client,
          { paperId, revision, scan, mediaType, name: basename(scanPath) },
          {
            onStage: (next, session) => {
              stage = next;
              show(session);
            },
            onUpdate: show,
          },
        );
      } finally {
        progress.stop();
      }
      cli.print(marked, () => [
        `Marked ${basename(scanPath)} against paper ${paperId} revision ${revision} (marking session ${marked.sessionId}):`,
        ...markingReportLines(marked.summary, marked.session),
      ]);
    });
}
