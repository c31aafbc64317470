import { Option } from 'commander';
import { type PracticePaperClient, unwrap } from '@pp/sdk';
import { wholeNumber } from '../arguments/numbers.js';

export const revisionOption = () => new Option('--revision <n>', 'a revision of the paper (default: its latest)').argParser(wholeNumber(1));

/** The revision asked for, or the paper's latest. */
export async function revisionOf(client: PracticePaperClient, paperId: string, revision: number | undefined): Promise<number> {
  if (revision !== undefined) return revision;
  return unwrap(await client.GET('/papers/{id}', { params: { path: { id: paperId } } })).paper.revision;
}
