#!/usr/bin/env node
import { Command, CommanderError } from 'commander';
import { CliContext } from './cli-context.js';
import { addAccountCommands } from './commands/account-commands.js';
import { addConfigCommands } from './commands/config-command.js';
import { addImportCommands } from './commands/import-command.js';
import { addMarkCommand } from './commands/mark-command.js';
import { addPapersCommands } from './commands/papers-command.js';
import { addQuestionsCommands } from './commands/questions-command.js';
import { reportError } from './output/error-report.js';

const program = new Command('pp')
  .description('The practice-paper service from the command line: questions, papers and PDFs, marking, imports, progress.')
  .option('--json', 'machine-readable output on stdout (the API bodies, or the SDK summary); progress stays on stderr')
  .showHelpAfterError('(pp --help, or pp <command> --help, for usage)')
  .exitOverride();
const cli = new CliContext(() => program.opts().json === true);
addConfigCommands(program, cli);
addQuestionsCommands(program, cli);
addPapersCommands(program, cli);
addMarkCommand(program, cli);
addImportCommands(program, cli);
addAccountCommands(program, cli);
program.addHelpText(
  'after',
  '\nThe key: PP_API_KEY, or `pp config set` (stored in $XDG_CONFIG_HOME/pp/config.json, mode 0600). The address: PP_BASE_URL, the config file, or http://localhost:3000/v1.\nExit codes: 0 done, 1 an error from the API or the connection, 2 a usage or setup error.',
);

/** 0 when commander printed help or the version on request; its other errors (unknown options, missing arguments) are usage errors. */
function exitCodeOf(error: unknown): number {
  if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
  const report = reportError(error, { json: cli.json, baseUrl: cli.baseUrl });
  process.stderr.write(`${report.stderr}\n`);
  return report.exitCode;
}

process.exit(await program.parseAsync(process.argv).then(() => 0, exitCodeOf));
