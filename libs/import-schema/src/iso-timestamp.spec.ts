import fc from 'fast-check';
import { instantOf } from './iso-timestamp.js';

const utc = (text: string) => instantOf(text)?.toISOString() ?? null;
const twoDigits = (n: number) => String(n).padStart(2, '0');

describe('instantOf: ISO 8601 timestamps', () => {
  it.each([
    ['2026-03-14T16:20:00Z', '2026-03-14T16:20:00.000Z'],
    ['2026-03-14T17:20:00+01:00', '2026-03-14T16:20:00.000Z'],
    ['2026-03-14T17:20:00+0100', '2026-03-14T16:20:00.000Z'],
    ['2026-03-14T17:20:00+01', '2026-03-14T16:20:00.000Z'],
    ['2026-03-14T11:50:00-04:30', '2026-03-14T16:20:00.000Z'],
    ['2026-03-14t16:20:00z', '2026-03-14T16:20:00.000Z'],
    ['2026-03-14 16:20:00+00:00', '2026-03-14T16:20:00.000Z'],
  ])('%s, with an offset, is %s', (text, instant) => expect(utc(text)).toBe(instant));

  it.each([
    ['2026-03-14T16:20:00', '2026-03-14T16:20:00.000Z'],
    ['2026-03-14T16:20', '2026-03-14T16:20:00.000Z'],
    ['2026-03-14T16', '2026-03-14T16:00:00.000Z'],
    ['2026-03-14T16:20:00.5', '2026-03-14T16:20:00.500Z'],
    ['2026-03-14T16:20:00,25', '2026-03-14T16:20:00.250Z'],
  ])('%s, without an offset, is UTC: %s', (text, instant) => expect(utc(text)).toBe(instant));

  it('reads a date alone as its midnight UTC', () => {
    expect(utc('2026-03-14')).toBe('2026-03-14T00:00:00.000Z');
    expect(utc('20260314')).toBe('2026-03-14T00:00:00.000Z');
  });

  it('reads the basic format as the extended one', () => {
    expect(utc('20260314T162000Z')).toBe('2026-03-14T16:20:00.000Z');
    expect(utc('20260314T172000+0100')).toBe('2026-03-14T16:20:00.000Z');
    expect(utc('20260314T1620')).toBe('2026-03-14T16:20:00.000Z');
  });

  it('reads every RFC 3339 timestamp (what the schema took before) as the instant it names', () => {
    const instants = fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9998-12-31T00:00:00Z'), noInvalidDate: true });
    const offsets = fc.integer({ min: -(23 * 60 + 59), max: 23 * 60 + 59 });
    fc.assert(
      fc.property(instants, offsets, (instant, offset) => {
        const wallClock = new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, -1);
        const zone = `${offset < 0 ? '-' : '+'}${twoDigits(Math.floor(Math.abs(offset) / 60))}:${twoDigits(Math.abs(offset) % 60)}`;
        expect(instantOf(`${wallClock}${zone}`)?.getTime()).toBe(instant.getTime());
      }),
    );
  });

  it('keeps milliseconds and drops what is finer', () => {
    expect(utc('2026-03-14T16:20:00.123456789Z')).toBe('2026-03-14T16:20:00.123Z');
    expect(utc('2026-03-14T16:20:00.9999Z')).toBe('2026-03-14T16:20:00.999Z');
    expect(utc(`2026-03-14T16:20:00.${'9'.repeat(100_000)}Z`)).toBe('2026-03-14T16:20:00.999Z');
  });

  it('takes a fraction of the last unit given: a minute or an hour', () => {
    expect(utc('2026-03-14T16:20.5Z')).toBe('2026-03-14T16:20:30.000Z');
    expect(utc('2026-03-14T16,25')).toBe('2026-03-14T16:15:00.000Z');
  });

  it('reads 24:00 as the next midnight and 23:59:60 UTC as the leap second before it', () => {
    expect(utc('2026-03-14T24:00:00Z')).toBe('2026-03-15T00:00:00.000Z');
    expect(utc('2016-12-31T23:59:60Z')).toBe('2017-01-01T00:00:00.000Z');
    expect(utc('2016-12-31T18:59:60-05:00')).toBe('2017-01-01T00:00:00.000Z');
  });

  it('keeps the years 0 to 99 as written', () => {
    expect(utc('0099-03-14T16:20:00Z')).toBe('0099-03-14T16:20:00.000Z');
  });

  it('knows leap years', () => {
    expect(utc('2024-02-29T10:00:00Z')).toBe('2024-02-29T10:00:00.000Z');
    expect(utc('2000-02-29')).toBe('2000-02-29T00:00:00.000Z');
  });

  it.each([
    // Not a timestamp.
    'yesterday',
    '',
    '14/03/2026',
    '14/03/2026 16:20',
    '2026-03-14T',
    '1773505200',
    // Not one day: a month, a week date, an ordinal date, an expanded year.
    '2026-03',
    '2026-W11-6',
    '2026-073',
    '+02026-03-14',
    // The formats mixed, or an offset without a time.
    '2026-03-14T162000Z',
    '20260314T16:20:00Z',
    '2026-03-14Z',
    '2026-03-14T16:20:00 Z',
    // A date or time that does not exist.
    '2026-02-30T10:00:00Z',
    '2026-02-29',
    '1900-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '2026-03-00',
    '2026-03-14T25:00:00Z',
    '2026-03-14T24:00:01Z',
    '2026-03-14T24:00:00.5Z',
    '2026-03-14T16:60:00Z',
    '2026-03-14T16:20:61Z',
    '2026-03-14T16:20:60Z',
    '2026-03-14T16:20:00+24:00',
    '2026-03-14T16:20:00+01:60',
    // Outside the years an RFC 3339 timestamp can write.
    '0000-01-01T00:30:00+01:00',
    '9999-12-31T23:30:00-01:00',
  ])('refuses %j', (text) => expect(instantOf(text)).toBeNull());
});
