// GET /v1/questions on a generated bank of about 20,000 published questions: see ../lib/question-search.js.
import { questionSearchSetup } from '../lib/question-search.js';

export const name = 'question-search-20k';
export const description = 'GET /v1/questions on a 20,000-question bank (QUESTION_BANK_SEED_VARIANTS=173): distributed vs embedded vs a one-process baseline, topic / text / cursor / random mixes';
export const setup = questionSearchSetup({ label: '20k', variants: '173', note: 'QUESTION_BANK_SEED_VARIANTS=173' });
