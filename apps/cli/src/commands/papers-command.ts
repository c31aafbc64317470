import { randomUUID } from 'node:crypto';
import { type Command, Option } from 'commander';
import { downloadPaperPdf, type PaperDocument, type PaperExport, type PracticePaperClient, preparePaperExports, unwrap } from '@pp/sdk';
import { revisionOf, revisionOption } from './paper-revision.js';
import { collect } from '../arguments/numbers.js';
import { paperFileOf, parseQuestionRef, type QuestionPin } from '../arguments/question-refs.js';
import type { CliContext } from '../cli-context.js';
import { readJsonFile, writeLocalFile } from '../local-files.js';
import { exportLines, paperLines, paperListLines } from '../output/paper-text.js';
import { exportProgressLine } from '../output/progress-text.js';
import { progressDisplay } from '../output/progress-display.js';
import { UsageError } from '../usage-error.js';

const WRITING_SPACES = ['smart', 'none', 'pages-1', 'pages-2', 'pages-3', 'pages-4'] as const;
type WritingSpace = (typeof WRITING_SPACES)[number];

/** The pin of each `<questionId>@<revision>`, read from the bank: exactly as the service gives it. */
async function pinsOf(client: PracticePaperClient, refs: string[]): Promise<QuestionPin[]> {
  const pins: QuestionPin[] = [];
  for (const { questionId, revision } of refs.map(parseQuestionRef)) {
    const read = await client.GET('/questions/{questionId}/revisions/{revision}', { params: { path: { questionId, revision } } });
    pins.push(unwrap(read).question.pin);
  }
  return pins;
}

interface CreateOptions {
  question?: string[];
  from?: string;
  title?: string;
  writingSpace?: WritingSpace;
  gradeGuide?: boolean;
  id?: string;
}

/** `pp papers list|create|show|export|download`. */
export function addPapersCommands(program: Command, cli: CliContext): void {
  const papers = program.command('papers').description('saved papers and their PDFs');

  papers
    .command('list')
    .description('your papers, newest first')
    .action(async () => {
      const body = unwrap(await cli.client().GET('/papers', {}));
      cli.print(body, () => paperListLines(body.papers));
    });

  papers
    .command('create')
    .description('save a paper from question pins (revision 1); its PDFs are a separate step (papers export)')
    .option('--question <questionId@revision>', 'a question, in paper order (repeat the option)', collect)
    .option('--from <file.json>', 'pins from a file: a createPaper body, or search results (pp questions search --json)')
    .option('--title <title>', 'printed on the cover (required unless the file has one)')
    .addOption(new Option('--writing-space <space>', 'answer space (default smart)').choices(WRITING_SPACES))
    .option('--grade-guide', 'print an estimated grade guide on the cover')
    .option('--id <uuid>', "the paper's id, to repeat a create safely (default: a new one, or the file's)")
    .action(async (options: CreateOptions) => {
      if (!options.question?.length && !options.from)
        throw new UsageError('Give the questions: --question <questionId@revision> (repeatable) or --from <file.json>.');
      if (options.question?.length && options.from)
        throw new UsageError('Give the questions either with --question or with --from, not both.');
      const file = options.from ? paperFileOf(await readJsonFile(options.from), options.from) : undefined;
      const title = options.title ?? file?.title;
      if (!title) throw new UsageError('Give the paper a --title.');
      const client = cli.client();
      const body = {
        id: options.id ?? file?.id ?? randomUUID(),
        title,
        questions: file?.pins ?? (await pinsOf(client, options.question!)),
        writingSpace: (options.writingSpace ?? file?.writingSpace ?? 'smart') as WritingSpace,
        gradeGuide: options.gradeGuide ?? file?.gradeGuide ?? false,
      };
      const created = unwrap(await client.POST('/papers', { body }));
      cli.print(created, () => [...paperLines(created.paper), `Next: pp papers export ${created.paper.id}`]);
    });

  papers
    .command('show')
    .description('a paper: its latest revision, or --revision')
    .argument('<paper>', 'paper id')
    .addOption(revisionOption())
    .action(async (paperId: string, options: { revision?: number }) => {
      const client = cli.client();
      const body =
        options.revision === undefined
          ? unwrap(await client.GET('/papers/{id}', { params: { path: { id: paperId } } }))
          : unwrap(
              await client.GET('/papers/{id}/revisions/{revision}', { params: { path: { id: paperId, revision: options.revision } } }),
            );
      cli.print(body, () => paperLines(body.paper));
    });

  papers
    .command('export')
    .description("prepare a revision's question paper and mark scheme PDFs, waiting until both are ready")
    .argument('<paper>', 'paper id')
    .addOption(revisionOption())
    .action(async (paperId: string, options: { revision?: number }) => {
      const client = cli.client();
      const revision = await revisionOf(client, paperId, options.revision);
      const progress = progressDisplay();
      const onUpdate = (state: PaperExport) =>
        progress.show(exportProgressLine(state), [state.questionPaper, state.markScheme].filter((d) => d.state === 'ready').length, 2);
      let ready: PaperExport;
      try {
        ready = await preparePaperExports(client, { paperId, revision }, { onUpdate });
        onUpdate(ready);
      } finally {
        progress.stop();
      }
      cli.print({ export: ready }, () => exportLines(ready));
    });

  papers
    .command('download')
    .description("write a revision's PDFs to files (after papers export)")
    .argument('<paper>', 'paper id')
    .addOption(revisionOption())
    .option('--question-paper <file.pdf>', 'write the question paper here')
    .option('--mark-scheme <file.pdf>', 'write the mark scheme here')
    .action(async (paperId: string, options: { revision?: number; questionPaper?: string; markScheme?: string }) => {
      const wanted: Array<[PaperDocument, string | undefined]> = [
        ['question-paper', options.questionPaper],
        ['mark-scheme', options.markScheme],
      ];
      const targets = wanted.filter((target): target is [PaperDocument, string] => target[1] !== undefined);
      if (targets.length === 0) throw new UsageError('Say where to write: --question-paper <file.pdf> and/or --mark-scheme <file.pdf>.');
      const client = cli.client();
      const revision = await revisionOf(client, paperId, options.revision);
      const files: Array<{ document: PaperDocument; path: string; byteSize: number }> = [];
      for (const [document, path] of targets) {
        const bytes = await downloadPaperPdf(client, { paperId, revision }, document);
        await writeLocalFile(path, bytes);
        files.push({ document, path, byteSize: bytes.byteLength });
      }
      cli.print({ paperId, revision, files }, () =>
        files.map((file) => `Wrote ${file.path}: the ${file.document.replace('-', ' ')} of revision ${revision}, ${file.byteSize} bytes`),
      );
    });
}
