import type { PaperExport } from './exports.schemas.js';
import { holdUntilSettled, isSettled, nextPollDelay } from './export-hold.js';

const exportIn = (state: string) => ({ state }) as PaperExport;

describe('nextPollDelay', () => {
  it('starts at 250 ms, grows by half each time and stops growing at 2 s', () => {
    const delays: number[] = [];
    let delay = 0;
    for (let i = 0; i < 8; i++) delays.push((delay = nextPollDelay(delay)));
    expect(delays).toEqual([250, 375, 563, 845, 1268, 1902, 2000, 2000]);
  });
});

describe('isSettled', () => {
  it.each([
    ['queued', false],
    ['rendering', false],
    ['ready', true],
    ['failed', true],
  ] as const)('%s → %s', (state, settled) => expect(isSettled(exportIn(state))).toBe(settled));
});

describe('holdUntilSettled', () => {
  const never = new AbortController().signal;

  it('reads until the export is ready and answers with that state', async () => {
    const states = ['queued', 'rendering', 'ready'] as const;
    let reads = 0;
    const held = await holdUntilSettled(async () => exportIn(states[reads++]), exportIn('queued'), {
      deadline: Date.now() + 10_000,
      signal: never,
    });
    expect(held.state).toBe('ready');
    expect(reads).toBe(3);
  });

  it('does not read an export that is already settled', async () => {
    let reads = 0;
    const read = async () => exportIn(['ready', 'queued'][reads++]);
    expect((await holdUntilSettled(read, exportIn('failed'), { deadline: Date.now() + 10_000, signal: never })).state).toBe('failed');
    expect(reads).toBe(0);
  });

  it('answers with the last state read once the deadline passes', async () => {
    const held = await holdUntilSettled(async () => exportIn('rendering'), exportIn('queued'), {
      deadline: Date.now() + 700,
      signal: never,
    });
    expect(held.state).toBe('rendering');
  });

  it('stops reading when the client goes away', async () => {
    const gone = new AbortController();
    let reads = 0;
    const holding = holdUntilSettled(
      async () => {
        reads++;
        return exportIn('rendering');
      },
      exportIn('queued'),
      { deadline: Date.now() + 60_000, signal: gone.signal },
    );
    setTimeout(() => gone.abort(), 300);
    expect((await holding).state).toBe('rendering');
    expect(reads).toBe(1);
  });
});
