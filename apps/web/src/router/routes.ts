/** Where the app is served: every route's path starts with it. */
export const APP_BASE = '/app';

/** The app's pages, each with what its path carries. */
export type Route =
  | { name: 'home' }
  | { name: 'sign-up' }
  | { name: 'check-mail' }
  | { name: 'verify'; token: string | null }
  | { name: 'sign-in'; next: string | null }
  | { name: 'forgot-password' }
  | { name: 'reset'; token: string | null }
  | { name: 'keys' }
  | { name: 'usage' }
  | { name: 'papers' }
  | { name: 'paper'; paperId: string }
  | { name: 'marking' }
  | { name: 'marking-session'; sessionId: string }
  | { name: 'marking-question'; sessionId: string; questionId: string }
  | { name: 'not-found' };

export type RouteName = Route['name'];

/** The pages anyone may open; every other one needs a signed-in session. */
export const PUBLIC_ROUTES: ReadonlySet<RouteName> = new Set(['sign-up', 'check-mail', 'verify', 'sign-in', 'forgot-password', 'reset']);

const decode = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
};

/** The route of a location (`pathname` and `search` as the browser gives them). */
export function routeOf(pathname: string, search = ''): Route {
  const query = new URLSearchParams(search);
  if (pathname !== APP_BASE && !pathname.startsWith(`${APP_BASE}/`)) return { name: 'not-found' };
  const parts = pathname
    .slice(APP_BASE.length)
    .split('/')
    .filter((part) => part !== '')
    .map(decode);
  if (parts.some((part) => part === null)) return { name: 'not-found' };
  const [first, second, third, fourth] = parts as string[];
  switch (parts.length) {
    case 0:
      return { name: 'home' };
    case 1:
      switch (first) {
        case 'sign-up':
          return { name: 'sign-up' };
        case 'check-mail':
          return { name: 'check-mail' };
        case 'verify':
          return { name: 'verify', token: query.get('token') || null };
        case 'sign-in':
          return { name: 'sign-in', next: safeNext(query.get('next')) };
        case 'forgot-password':
          return { name: 'forgot-password' };
        case 'reset':
          return { name: 'reset', token: query.get('token') || null };
        case 'keys':
          return { name: 'keys' };
        case 'usage':
          return { name: 'usage' };
        case 'papers':
          return { name: 'papers' };
        case 'marking':
          return { name: 'marking' };
      }
      break;
    case 2:
      if (first === 'papers') return { name: 'paper', paperId: second };
      if (first === 'marking') return { name: 'marking-session', sessionId: second };
      break;
    case 4:
      if (first === 'marking' && third === 'questions') return { name: 'marking-question', sessionId: second, questionId: fourth };
      break;
  }
  return { name: 'not-found' };
}

const part = (value: string) => encodeURIComponent(value);

/** The path (with its query) of a route: the inverse of routeOf. */
export function hrefOf(route: Route): string {
  switch (route.name) {
    case 'home':
      return `${APP_BASE}/`;
    case 'verify':
    case 'reset':
      return `${APP_BASE}/${route.name}${route.token ? `?token=${part(route.token)}` : ''}`;
    case 'sign-in':
      return `${APP_BASE}/sign-in${route.next ? `?next=${part(route.next)}` : ''}`;
    case 'paper':
      return `${APP_BASE}/papers/${part(route.paperId)}`;
    case 'marking-session':
      return `${APP_BASE}/marking/${part(route.sessionId)}`;
    case 'marking-question':
      return `${APP_BASE}/marking/${part(route.sessionId)}/questions/${part(route.questionId)}`;
    case 'not-found':
      return `${APP_BASE}/`;
    default:
      return `${APP_BASE}/${route.name}`;
  }
}

/**
 * Where to go after signing in: only a path of this app (never another origin, never `//host`),
 * so that a crafted link cannot send someone elsewhere once signed in.
 */
export function safeNext(next: string | null): string | null {
  if (!next || !next.startsWith(`${APP_BASE}/`) || next.startsWith('//') || next.includes('\\')) return null;
  const route = routeOf(next.split('?')[0], next.includes('?') ? next.slice(next.indexOf('?')) : '');
  return route.name === 'not-found' || PUBLIC_ROUTES.has(route.name) ? null : next;
}
