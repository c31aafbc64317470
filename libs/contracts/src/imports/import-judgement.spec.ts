import { EXAMPLE_IMPORT_CONTEXT, HUMAN_SUBMISSION_EXAMPLE } from '@pp/import-schema';
import { ServiceError } from '../errors/service-error.js';
import { judgeImportSubmission } from './import-judgement.js';

const assets = EXAMPLE_IMPORT_CONTEXT.assets.map(({ id, kind, pageCount }) => ({ id, kind, pageCount }));

describe('judgeImportSubmission', () => {
  it('answers a valid submission with each question’s calculated score, what is unresolved and its review flags', () => {
    const { valid, questions } = judgeImportSubmission(HUMAN_SUBMISSION_EXAMPLE, assets);
    // The submission as it is kept: markedAt in the API's UTC form.
    expect(valid).toEqual({
      ...HUMAN_SUBMISSION_EXAMPLE,
      source: { ...HUMAN_SUBMISSION_EXAMPLE.source, markedAt: '2026-03-14T16:20:00.000Z' },
    });
    expect(questions.map((q) => q.label)).toEqual(HUMAN_SUBMISSION_EXAMPLE.questions.map((q) => q.label));
    for (const question of questions) {
      expect(Object.keys(question).sort()).toEqual(['label', 'reviewFlags', 'score', 'unresolved']);
      expect(question.score.awarded).toBeLessThanOrEqual(question.score.possible);
      expect(question.score.possible).toBeLessThanOrEqual(question.score.maximum);
    }
  });

  it('refuses an invalid one with 422 validation_failed and every error at its JSON Pointer', () => {
    const broken = structuredClone(HUMAN_SUBMISSION_EXAMPLE) as typeof HUMAN_SUBMISSION_EXAMPLE & { total?: number };
    broken.total = 3;
    (broken.questions[0].criteria[0] as { maxMarks: number }).maxMarks = 2;
    let thrown: unknown;
    try {
      judgeImportSubmission(broken, assets);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ServiceError);
    const error = thrown as ServiceError;
    expect(error.code).toBe('validation_failed');
    expect(error.details!.map((d) => d.path)).toEqual(expect.arrayContaining(['/total', '/questions/0/criteria/0/maxMarks']));
  });

  it('checks pages against the import’s own uploads: without them every cited page is refused', () => {
    expect(() => judgeImportSubmission(HUMAN_SUBMISSION_EXAMPLE, [])).toThrow(ServiceError);
  });
});
