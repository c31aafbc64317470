import { checkBankLayout } from './bank-layout-check.js';

it('typesets and lays out every question of the seed bank in Core Pure 2 (topics cp2-*)', () => {
  const report = checkBankLayout('cp2-');
  expect(report.problems).toEqual([]);
  expect(Math.min(report.prose, report.maths, report.laidOut)).toBeGreaterThan(100);
}, 300_000);
