// GET /v1/questions on the default seeded bank (726 published questions): see ../lib/question-search.js.
import { questionSearchSetup } from '../lib/question-search.js';

export const name = 'question-search';
export const description =
  'GET /v1/questions on the seeded bank: distributed vs embedded vs a one-process baseline, topic / text / cursor / random mixes';
export const setup = questionSearchSetup({ label: 'seeded', note: 'default seed bank' });
