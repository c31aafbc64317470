import { checkBankLayout } from './bank-layout-check.js';

it('typesets and lays out every question of the seed bank in Further Statistics 1 (topics fs1-*)', () => {
  const report = checkBankLayout('fs1-');
  expect(report.problems).toEqual([]);
  expect(Math.min(report.prose, report.maths, report.laidOut)).toBeGreaterThan(100);
}, 300_000);
