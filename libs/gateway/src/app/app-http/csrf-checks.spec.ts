import { csrfTokenMatches, isCrossSite, isSafeMethod } from './csrf-checks.js';

const APP = 'https://pp.example';

describe('requests from another site', () => {
  it('passes the app’s own pages, typed navigation and clients that are not browsers', () => {
    expect(isCrossSite({ origin: APP, 'sec-fetch-site': 'same-origin', host: 'pp.example' }, APP)).toBe(false);
    expect(isCrossSite({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }, 'http://localhost:3000')).toBe(false);
    expect(isCrossSite({ 'sec-fetch-site': 'none' }, APP)).toBe(false);
    expect(isCrossSite({ host: 'pp.example' }, APP)).toBe(false);
  });

  it('refuses another site, a sibling subdomain and an opaque origin', () => {
    expect(isCrossSite({ origin: 'https://evil.example', host: 'pp.example' }, APP)).toBe(true);
    expect(isCrossSite({ 'sec-fetch-site': 'cross-site', host: 'pp.example' }, APP)).toBe(true);
    expect(isCrossSite({ 'sec-fetch-site': 'same-site', origin: 'https://blog.pp.example', host: 'pp.example' }, APP)).toBe(true);
    expect(isCrossSite({ origin: 'null', host: 'pp.example' }, APP)).toBe(true);
  });
});

describe('the CSRF token check', () => {
  it('takes exactly the session’s token', () => {
    expect(csrfTokenMatches('abc', 'abc')).toBe(true);
    expect(csrfTokenMatches('abd', 'abc')).toBe(false);
    expect(csrfTokenMatches('ab', 'abc')).toBe(false);
    expect(csrfTokenMatches(undefined, 'abc')).toBe(false);
    expect(csrfTokenMatches(['abc', 'abc'], 'abc')).toBe(false);
  });

  it('applies to every method that may change something', () => {
    expect(['GET', 'HEAD', 'OPTIONS'].map(isSafeMethod)).toEqual([true, true, true]);
    expect(['POST', 'PUT', 'PATCH', 'DELETE'].map(isSafeMethod)).toEqual([false, false, false, false]);
  });
});
