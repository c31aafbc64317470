import Sequencer from '@jest/test-sequencer';

/**
 * Suites whose time their file size does not show (a small spec that lays out the whole bank, one
 * that waits out Postgres's idle timeout), with the seconds each took on 2 cores in the fresh-clone
 * runs of docs/testing.md.
 * Jest orders suites by the durations it cached on earlier runs and, with none (a fresh clone, CI),
 * by file size: these would start last and keep one worker busy after the other has finished.
 */
const MEASURED_SECONDS = [
  [/\/paper-pdf\/src\/question-paper\/question-paper-document\.spec\.ts$/, 30],
  [/\/paper-pdf\/src\/bank-layout\/bank-layout\.\w+\.spec\.ts$/, 21],
  [/\/paper-pdf\/src\/mark-scheme\/mark-scheme-document\.spec\.ts$/, 19],
  [/\/question-content\/src\/templates\/further-mechanics-1\/fm1-area\.spec\.ts$/, 14],
  [/\/platform\/src\/database\/data-source\.spec\.ts$/, 13],
  [/\/question-content\/src\/seed-bank\.spec\.ts$/, 10],
];

/** Jest's own order, with the suites above first (longest first) while Jest has no duration of them. */
export default class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const measured = (test) => (test.duration == null ? (MEASURED_SECONDS.find(([pattern]) => pattern.test(test.path))?.[1] ?? 0) : 0);
    return [
      ...sorted.filter((test) => measured(test) > 0).sort((a, b) => measured(b) - measured(a)),
      ...sorted.filter((test) => measured(test) === 0),
    ];
  }
}
