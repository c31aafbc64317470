import { parsePrefer } from './prefer-header.js';

describe('parsePrefer', () => {
  it.each([
    [undefined, { respondAsync: false, waitSeconds: null }],
    ['', { respondAsync: false, waitSeconds: null }],
    ['respond-async', { respondAsync: true, waitSeconds: null }],
    ['Respond-Async', { respondAsync: true, waitSeconds: null }],
    ['respond-async, wait=10', { respondAsync: true, waitSeconds: 10 }],
    ['wait="30"', { respondAsync: false, waitSeconds: 30 }],
    ['wait=0', { respondAsync: false, waitSeconds: 0 }],
    ['wait=20; foo=bar, respond-async; x', { respondAsync: true, waitSeconds: 20 }],
    ['handling=lenient, return=minimal', { respondAsync: false, waitSeconds: null }],
    ['wait=soon', { respondAsync: false, waitSeconds: null }],
    ['wait=-5', { respondAsync: false, waitSeconds: null }],
    ['wait=5, wait=50', { respondAsync: false, waitSeconds: 5 }],
    [['wait=7', 'respond-async'], { respondAsync: true, waitSeconds: 7 }],
  ])('%j → %j', (header, expected) => {
    expect(parsePrefer(header)).toEqual(expected);
  });
});
