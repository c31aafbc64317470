// GET /v1/questions on a generated bank of about 20,000 published questions: see ../lib/question-search.js.
import { LARGE_BANK_VARIANTS } from '../../../dist/libs/question-content/src/index.js';
import { questionSearchSetup } from '../lib/question-search.js';

export const name = 'question-search-20k';
export const description = `GET /v1/questions on a 20,000-question bank (QUESTION_BANK_SEED_VARIANTS=${LARGE_BANK_VARIANTS}): distributed vs embedded vs a one-process baseline, topic / text / cursor / random mixes`;
export const setup = questionSearchSetup({
  label: '20k',
  variants: String(LARGE_BANK_VARIANTS),
  note: `QUESTION_BANK_SEED_VARIANTS=${LARGE_BANK_VARIANTS}`,
});
