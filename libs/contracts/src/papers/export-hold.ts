import type { PaperExport } from './exports.schemas.js';

/** First pause between two reads of a held export, and the longest: rendering takes seconds, so reads soon slow down. */
const FIRST_POLL_MS = 250;
const LONGEST_POLL_MS = 2_000;

/** The pause before the read after one that waited `previousMs` (0 before the first): ×1.5 each time, capped. */
export function nextPollDelay(previousMs: number): number {
  return previousMs === 0 ? FIRST_POLL_MS : Math.min(LONGEST_POLL_MS, Math.round(previousMs * 1.5));
}

/** Resolves after `ms`, or at once when `signal` aborts (plain timers: the contracts also run in browsers). */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Ready or failed: holding longer cannot change the answer. */
export const isSettled = (record: Pick<PaperExport, 'state'>): boolean => record.state === 'ready' || record.state === 'failed';

/**
 * Reads the export until it is settled, the deadline (epoch ms) passes or the client goes away
 * (`signal`), and returns the last state read. Stopping ends only the reading: the job runs on.
 */
export async function holdUntilSettled(
  read: () => Promise<PaperExport>,
  current: PaperExport,
  { deadline, signal }: { deadline: number; signal: AbortSignal },
): Promise<PaperExport> {
  let latest = current;
  let delay = 0;
  while (!isSettled(latest) && !signal.aborted) {
    delay = nextPollDelay(delay);
    const wait = Math.min(delay, deadline - Date.now());
    if (wait <= 0) break;
    await pause(wait, signal);
    if (signal.aborted) break;
    latest = await read();
  }
  return latest;
}
