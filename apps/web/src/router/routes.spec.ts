import { hrefOf, routeOf, safeNext, type Route } from './routes';

describe('the app’s routes', () => {
  it('reads the mailed links’ token from the query: /app/verify?token= and /app/reset?token=', () => {
    expect(routeOf('/app/verify', '?token=abc.def')).toEqual({ name: 'verify', token: 'abc.def' });
    expect(routeOf('/app/reset', '?token=r%2Bx')).toEqual({ name: 'reset', token: 'r+x' });
    expect(routeOf('/app/verify', '')).toEqual({ name: 'verify', token: null });
  });

  it('reads every page’s path, with or without a trailing slash', () => {
    expect(routeOf('/app')).toEqual({ name: 'home' });
    expect(routeOf('/app/')).toEqual({ name: 'home' });
    expect(routeOf('/app/keys/')).toEqual({ name: 'keys' });
    expect(routeOf('/app/marking/s-1/questions/q-1')).toEqual({ name: 'marking-question', sessionId: 's-1', questionId: 'q-1' });
    expect(routeOf('/app/papers/p-1')).toEqual({ name: 'paper', paperId: 'p-1' });
    expect(routeOf('/app/nowhere')).toEqual({ name: 'not-found' });
    expect(routeOf('/elsewhere')).toEqual({ name: 'not-found' });
  });

  it('writes each route’s path back, the inverse of reading it', () => {
    const routes: Route[] = [
      { name: 'home' },
      { name: 'keys' },
      { name: 'verify', token: 't' },
      { name: 'sign-in', next: '/app/usage' },
      { name: 'paper', paperId: 'p' },
      { name: 'marking-session', sessionId: 's' },
      { name: 'marking-question', sessionId: 's', questionId: 'q' },
    ];
    for (const route of routes) {
      const href = hrefOf(route);
      const [path, query = ''] = href.split('?');
      expect(routeOf(path, query ? `?${query}` : '')).toEqual(route);
    }
    expect(hrefOf({ name: 'verify', token: 'a' })).toBe('/app/verify?token=a');
  });

  it('returns after sign-in only to a page of this app that needs a session', () => {
    expect(safeNext('/app/keys')).toBe('/app/keys');
    expect(safeNext('/app/marking/s/questions/q')).toBe('/app/marking/s/questions/q');
    expect(safeNext('https://evil.example/app/keys')).toBeNull();
    expect(safeNext('//evil.example/app/keys')).toBeNull();
    expect(safeNext('/app/sign-in')).toBeNull();
    expect(safeNext('/app/\\evil')).toBeNull();
    expect(safeNext(null)).toBeNull();
  });
});
