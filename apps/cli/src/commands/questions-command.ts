import { type Command, Option } from 'commander';
import { unwrap, type components, type operations } from '@pp/sdk';
import { collect, wholeNumber } from '../arguments/numbers.js';
import { searchQueryOf, type SearchOptions } from '../arguments/search-query.js';
import type { CliContext } from '../cli-context.js';
import { searchResultLines } from '../output/question-text.js';

type SearchResult = components['schemas']['QuestionSearchResult'];
/** The generated type calls the parameters with defaults required; the service applies them when they are left out. */
type SearchQuery = operations['searchQuestions']['parameters']['query'];

/** `pp questions search [words...]`: GET /questions with its filters; --all follows nextCursor to the end. */
export function addQuestionsCommands(program: Command, cli: CliContext): void {
  const questions = program.command('questions').description('the question bank');
  questions
    .command('search')
    .description('search published questions (each printed as <questionId>@<revision>, as papers create --question takes it)')
    .argument('[words...]', 'full-text search over titles, tags, module, topic and subtopic')
    .option('--module <id>', 'a module id from the facets, e.g. core-pure')
    .option('--topic <id>')
    .option('--subtopic <id>')
    .addOption(new Option('--level <level>').choices(['as-level', 'a-level', 'international-as-level', 'international-a-level']))
    .addOption(new Option('--subject <subject>').choices(['maths', 'further-maths']))
    .option('--board <id>', 'exam board, e.g. pearson-edexcel')
    .option('--year <year>', 'year of the question', wholeNumber())
    .option('--tag <tag>')
    .option('--difficulty <1-5>', 'difficulty, 1 to 5', wholeNumber(1))
    .option('--min-marks <n>', 'at least this many marks', wholeNumber())
    .option('--max-marks <n>', 'at most this many marks', wholeNumber())
    .addOption(new Option('--frequency <frequency>').choices(['frequent', 'occasional', 'rare']))
    .option('--exclude <questionId>', 'leave this question out (repeat the option)', collect)
    .option('--favourites-only', 'only your favourite questions')
    .addOption(new Option('--random', 'a random sample of --limit questions (no cursor)').conflicts(['cursor', 'all']))
    .option('--cursor <cursor>', 'the next page: the cursor the previous page printed')
    .option('--limit <n>', 'questions a page, 1 to 100 (the service default is 30)', wholeNumber(1))
    .option('--all', 'every page to the end (--limit per request)')
    .action(async (words: string[], options: SearchOptions & { all?: boolean }) => {
      const client = cli.client();
      const { all, ...filters } = options;
      const read = async (cursor: string | undefined) =>
        unwrap(
          await client.GET('/questions', {
            params: { query: searchQueryOf(words, { ...filters, cursor }) as SearchQuery },
          }),
        ) as SearchResult;
      let page = await read(filters.cursor);
      const items = [...page.items];
      while (all && page.nextCursor) {
        page = await read(page.nextCursor);
        items.push(...page.items);
      }
      const result: SearchResult = { items, nextCursor: page.nextCursor };
      cli.print(result, () => searchResultLines(result));
    });
}
