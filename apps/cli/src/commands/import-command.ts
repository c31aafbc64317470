import { basename } from 'node:path';
import type { Command } from 'commander';
import { type components, mediaTypeOf, type PracticePaperClient, unwrap, uploadAsset, type UploadedAsset } from '@pp/sdk';
import { collect } from '../arguments/numbers.js';
import { bindFileNames, fileNamesIn, type LocalFile, localFilesOf } from '../arguments/submission-files.js';
import type { CliContext } from '../cli-context.js';
import { readJsonFile, readLocalFile } from '../local-files.js';
import { importQuestionLines } from '../output/import-text.js';
import { UsageError } from '../usage-error.js';

type Submission = components['schemas']['ImportSubmission'];

interface ImportOptions {
  work?: string[];
  scheme?: string[];
  import?: string;
  title?: string;
}

/**
 * The import the submission goes into, with each local file uploaded once: a new draft import, or
 * --import's, where a file already uploaded with the same kind, name and bytes is taken as it is (so
 * `validate` then `complete --import` uploads nothing twice).
 */
async function importWithFiles(
  client: PracticePaperClient,
  files: Array<LocalFile & { bytes: Uint8Array }>,
  options: ImportOptions,
  title: string,
) {
  const importId = options.import ?? unwrap(await client.POST('/marking/imports', { body: { title } })).import.id;
  const assets: UploadedAsset[] = [];
  for (const { kind, name, bytes } of files) {
    assets.push(await uploadAsset(client, { into: { import: importId }, kind, name, bytes, reuseStored: options.import !== undefined }));
  }
  return { importId, assets };
}

/** The submission file with its files' names bound to their asset ids, and the import it goes into. */
async function prepare(cli: CliContext, path: string, options: ImportOptions) {
  const submission = await readJsonFile(path);
  const files = localFilesOf(options.work ?? [], options.scheme ?? []);
  const given = new Set(files.map((file) => file.name));
  const missing = fileNamesIn(submission).filter((name) => !given.has(name));
  if (missing.length > 0) {
    throw new UsageError(
      `${path} names ${missing.join(', ')}: give each file with --work <file> or --scheme <file> (or write its asset id).`,
    );
  }
  // Every file is read, and its type known, before anything is created.
  const read = [];
  for (const file of files) {
    const bytes = await readLocalFile(file.path);
    if (!mediaTypeOf(bytes)) throw new UsageError(`${file.path}: uploads are PDF, PNG, JPEG or WebP files.`);
    read.push({ ...file, bytes });
  }
  const client = cli.client();
  const title = options.title ?? `Imported from ${basename(path)}`;
  const { importId, assets } = await importWithFiles(client, read, options, title);
  const assetIdOf = new Map(files.map((file, index) => [file.name, assets[index].id]));
  return { client, importId, assets, submission: bindFileNames(submission, assetIdOf) as Submission };
}

/** `pp import validate|complete <submission.json>`: externally marked work (svc-marking-import-v1). */
export function addImportCommands(program: Command, cli: CliContext): void {
  const imports = program
    .command('import')
    .description('import externally marked work: a svc-marking-import-v1 submission that names its files by file name (see docs/cli.md)');
  const withOptions = (command: Command) =>
    command
      .argument('<submission.json>', 'the submission; it names each uploaded file by its file name where an asset id goes')
      .option('--work <file>', "a learner's work file the submission names (repeat the option)", collect)
      .option('--scheme <file>', 'a mark scheme file the submission names (repeat the option)', collect)
      .option('--import <id>', 'use this draft import (files already in it with the same name and bytes are not uploaded again)')
      .option('--title <title>', "a new import's title (default: Imported from <file name>)");

  withOptions(imports.command('validate'))
    .description('check a submission against the uploaded files: its scores and review flags, or every error (nothing is saved)')
    .action(async (path: string, options: ImportOptions) => {
      const { client, importId, assets, submission } = await prepare(cli, path, options);
      const validation = unwrap(
        await client.POST('/marking/imports/{id}/validate', { params: { path: { id: importId } }, body: submission }),
      );
      cli.print({ importId, assets, validation }, () => [
        `Valid submission for import ${importId} (a draft: pp import complete ${path} --import ${importId} ... saves it).`,
        ...importQuestionLines(validation.questions),
      ]);
    });

  withOptions(imports.command('complete'))
    .description('save a submission as imported marking (revalidated; the import is then immutable)')
    .action(async (path: string, options: ImportOptions) => {
      const { client, importId, submission } = await prepare(cli, path, options);
      const completed = unwrap(
        await client.POST('/marking/imports/{id}/complete', { params: { path: { id: importId } }, body: submission }),
      );
      cli.print(completed, () => [
        `Import ${completed.import.id} ${completed.import.state}: its questions are in marking session ${completed.import.id} (imported marking, not this service's).`,
        ...importQuestionLines(completed.questions),
      ]);
    });
}
