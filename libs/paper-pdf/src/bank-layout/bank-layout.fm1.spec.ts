import { checkBankLayout } from './bank-layout-check.js';

it('typesets and lays out every question of the seed bank in Further Mechanics 1 (topics fm1-*)', () => {
  const report = checkBankLayout('fm1-');
  expect(report.problems).toEqual([]);
  expect(Math.min(report.prose, report.maths, report.laidOut)).toBeGreaterThan(100);
}, 300_000);
