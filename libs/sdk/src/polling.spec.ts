import { PracticePaperApiError } from './api-error.js';
import { pollUntil } from './polling.js';

const unavailable = () => new PracticePaperApiError(503, 'service_unavailable', 'Try later.', null, null, 1);

describe('pollUntil', () => {
  it('reads until done, reporting each read', async () => {
    const values = [1, 2, 3];
    const seen: number[] = [];
    const result = await pollUntil(
      async () => values.shift()!,
      (value) => value === 3,
      { intervalMs: 1, onUpdate: (value) => seen.push(value) },
    );
    expect(result).toBe(3);
    expect(seen).toEqual([1, 2, 3]);
  });

  it('keeps polling through transient failures and throws after too many in a row', async () => {
    const answers: Array<number | Error> = [unavailable(), new TypeError('fetch failed'), 7];
    const read = async () => {
      const answer = answers.shift()!;
      if (answer instanceof Error) throw answer;
      return answer;
    };
    expect(await pollUntil(read, () => true, { intervalMs: 1 })).toBe(7);

    let reads = 0;
    const failing = async () => {
      reads += 1;
      throw unavailable();
    };
    await expect(pollUntil(failing, () => true, { intervalMs: 1, maxConsecutiveErrors: 3 })).rejects.toMatchObject({ status: 503 });
    expect(reads).toBe(3);
  });

  it('throws any other error at once', async () => {
    let reads = 0;
    const notFound = async () => {
      reads += 1;
      throw new PracticePaperApiError(404, 'not_found', 'No such session.', null, null, null);
    };
    await expect(pollUntil(notFound, () => true, { intervalMs: 1 })).rejects.toMatchObject({ code: 'not_found' });
    expect(reads).toBe(1);
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = pollUntil(
      async () => 0,
      () => false,
      { intervalMs: 60_000, signal: controller.signal },
    );
    setImmediate(() => controller.abort(new Error('cancelled')));
    await expect(pending).rejects.toThrow('cancelled');
  });
});
