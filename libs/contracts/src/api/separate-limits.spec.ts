import { isWriteOperation } from './api-operation.js';
import { buildGuideText } from './guide-text.js';
import { buildOpenApiDocument } from './openapi-document.js';
import { API_OPERATIONS } from './operations.js';
import {
  DEFAULT_SEPARATE_LIMITS,
  SAVED_PAPERS_OPERATION_ID,
  SEPARATE_RATE_LIMIT_RULES,
  type SeparateLimits,
  separateLimitSentence,
  separateRatePolicies,
} from './separate-limits.js';

const CONFIGURED: SeparateLimits = {
  uploads: { perMinute: 2, perDay: 3 },
  pdfPreparations: { perMinute: 4, perDay: 5 },
  marking: { perMinute: 6, perDay: 7 },
  savedPapers: 8,
};

describe('separate limits', () => {
  it('name only write operations of the registry', () => {
    const ids = [...Object.values(SEPARATE_RATE_LIMIT_RULES).flatMap((rule) => rule.operationIds), SAVED_PAPERS_OPERATION_ID];
    for (const id of ids) {
      const operation = API_OPERATIONS.find((o) => o.operationId === id);
      expect({ id, write: operation && isWriteOperation(operation) }).toEqual({ id, write: true });
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('can each be reached: every per-minute default is below the 40 writes a minute of an account', () => {
    for (const name of ['uploads', 'pdfPreparations', 'marking'] as const) {
      expect(DEFAULT_SEPARATE_LIMITS[name].perMinute).toBeLessThan(40);
      expect(DEFAULT_SEPARATE_LIMITS[name].perDay).toBeGreaterThan(DEFAULT_SEPARATE_LIMITS[name].perMinute);
    }
  });

  it('give an operation its minute and day windows at the configured values, and none to others', () => {
    expect(separateRatePolicies('uploadImportAsset', CONFIGURED)).toEqual([
      { policy: 'uploads', window: 'minute', quota: 2, counted: 'file uploads' },
      { policy: 'uploads-daily', window: 'day', quota: 3, counted: 'file uploads' },
    ]);
    expect(separateRatePolicies('startMarking', CONFIGURED).map((p) => [p.policy, p.quota])).toEqual([
      ['marking', 6],
      ['marking-daily', 7],
    ]);
    expect(separateRatePolicies('preparePaperExports', CONFIGURED).map((p) => p.policy)).toEqual([
      'pdf-preparations',
      'pdf-preparations-daily',
    ]);
    expect(separateRatePolicies('createPaper', CONFIGURED)).toEqual([]);
    expect(separateRatePolicies('getIdentity', CONFIGURED)).toEqual([]);
  });

  it('are published at the configured values: each limited operation’s description and x-rate-limits, the info and the guide', () => {
    const document = buildOpenApiDocument(API_OPERATIONS, CONFIGURED) as any;
    const upload = document.paths['/marking/sessions/{id}/assets'].post;
    expect(upload.description).toContain(
      'Separate limit: 2 file uploads a UTC minute and 3 a UTC day per account, counted together with uploadImportAsset',
    );
    expect(upload['x-rate-limits']).toEqual([
      { policy: 'uploads', quota: 2, windowSeconds: 60, per: 'account', counts: 'file uploads' },
      { policy: 'uploads-daily', quota: 3, windowSeconds: 86_400, per: 'account', counts: 'file uploads' },
    ]);
    const create = document.paths['/papers'].post;
    expect(create.description).toContain('Separate limit: an account holds at most 8 saved papers.');
    expect(create['x-rate-limits']).toEqual([{ policy: 'saved-papers', quota: 8, per: 'account', counts: 'saved papers held' }]);
    expect(create.responses['429'].description).toContain('`saved_papers_limit`');
    expect(document.paths['/papers'].get['x-rate-limits']).toBeUndefined();
    expect(document.info.description).toContain(
      'PDF preparations (preparePaperExports): 4 a UTC minute ("pdf-preparations") and 5 a UTC day',
    );

    const guide = buildGuideText(API_OPERATIONS, CONFIGURED);
    const limits = guide.slice(guide.indexOf('LIMITS'), guide.indexOf('IDEMPOTENCY'));
    expect(limits).toContain('Automated marking requests (requestMarkingQuestion, startMarking): 6 a UTC minute');
    expect(limits).toContain('Saved papers: an account holds at most 8');
    expect(guide).toContain('Separate limit: 4 PDF preparations a UTC minute and 5 a UTC day per account;');
  });

  it('have no sentence for an operation they do not count', () => {
    expect(separateLimitSentence('readPaper', CONFIGURED)).toBeUndefined();
    expect(separateLimitSentence('preparePaperExports', DEFAULT_SEPARATE_LIMITS)).toContain(
      '10 PDF preparations a UTC minute and 200 a UTC day',
    );
  });
});
