import { DEFAULT_RETRY_OPTIONS, isRetrySafe, retryDelayMs } from './retry-policy.js';

describe('the retry rules of the interface', () => {
  it('retries reads, identical creations and export preparation, and nothing else', () => {
    for (const operationId of ['searchQuestions', 'readMarkingSession', 'downloadMarkScheme'] as const)
      expect(isRetrySafe(operationId)).toBe(true);
    for (const operationId of [
      'createMarkingSession',
      'startMarking',
      'completeMarkingImport',
      'createPaper',
      'preparePaperExports',
    ] as const) {
      expect(isRetrySafe(operationId)).toBe(true);
    }
    for (const operationId of [
      'uploadMarkingAsset',
      'uploadImportAsset',
      'updatePaper',
      'reviewMarkingDecision',
      'cancelMarkingQuestion',
    ] as const) {
      expect(isRetrySafe(operationId)).toBe(false);
    }
  });

  it('backs off exponentially with jitter, bounded by maxDelayMs', () => {
    const options = { ...DEFAULT_RETRY_OPTIONS, maxAttempts: 10 };
    expect(retryDelayMs(1, null, options, () => 1)).toBe(1000);
    expect(retryDelayMs(1, null, options, () => 0)).toBe(500);
    expect(retryDelayMs(3, null, options, () => 1)).toBe(4000);
    expect(retryDelayMs(9, null, options, () => 1)).toBe(30_000);
  });

  it('never waits less than Retry-After, and does not wait for one beyond maxRetryAfterSeconds', () => {
    expect(retryDelayMs(1, '7', DEFAULT_RETRY_OPTIONS, () => 1)).toBe(7000);
    expect(retryDelayMs(1, '0', DEFAULT_RETRY_OPTIONS, () => 0)).toBe(500);
    expect(retryDelayMs(1, '3600', DEFAULT_RETRY_OPTIONS)).toBeNull();
    expect(retryDelayMs(1, 'soon', DEFAULT_RETRY_OPTIONS, () => 1)).toBe(1000);
  });

  it('stops after maxAttempts', () => {
    expect(retryDelayMs(DEFAULT_RETRY_OPTIONS.maxAttempts, null)).toBeNull();
    expect(retryDelayMs(DEFAULT_RETRY_OPTIONS.maxAttempts - 1, null)).not.toBeNull();
  });
});
