import { useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { routeOf, type Route } from './routes';

/**
 * A history router in a few lines: the location is an external store (popstate and our own
 * navigations), the route is read from it. The gateway answers every /app path with the app's page.
 */
const NAVIGATED = 'pp:navigated';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATED, onChange);
  };
}

const locationKey = () => `${window.location.pathname}${window.location.search}`;

/** The current path and query, e.g. `/app/keys`. */
export const useLocationKey = () => useSyncExternalStore(subscribe, locationKey);

/** The current route. */
export function useRoute(): Route {
  const key = useLocationKey();
  const queryAt = key.indexOf('?');
  return queryAt === -1 ? routeOf(key) : routeOf(key.slice(0, queryAt), key.slice(queryAt));
}

export interface NavigateOptions {
  replace?: boolean;
  /** Kept in history.state: what the next page needs and the address must not show (an email address). */
  state?: unknown;
}

export function navigate(href: string, { replace = false, state = null }: NavigateOptions = {}): void {
  if (replace) window.history.replaceState(state, '', href);
  else window.history.pushState(state, '', href);
  window.dispatchEvent(new Event(NAVIGATED));
}

/** What the page that navigated here left in history.state. */
export const historyState = <T,>(): Partial<T> => (window.history.state ?? {}) as Partial<T>;

const opensElsewhere = (event: MouseEvent<HTMLAnchorElement>) =>
  event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/** A link within the app: a plain <a href> (so that it opens in a new tab as well), navigated in place on a click. */
export function Link({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (opensElsewhere(event) || rest.target) return;
        event.preventDefault();
        navigate(href);
      }}
      {...rest}
    />
  );
}
