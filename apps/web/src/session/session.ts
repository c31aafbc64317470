import { MutationCache, QueryCache, QueryClient, useQuery } from '@tanstack/react-query';
import type { AppSession } from '@pp/contracts';
import { ApiError } from '../api/api-error';
import { appApi } from '../api/app-api';

export const SESSION_QUERY = ['session'] as const;

/** The answer of any app API call once the session has ended (idle or absolute expiry, a password change elsewhere). */
export const NOT_SIGNED_IN = 'not_signed_in';

const sessionGone = (error: unknown) => error instanceof ApiError && error.status === 401 && error.code === NOT_SIGNED_IN;

/**
 * The app's query client. A 4xx is an answer, not a blip: only network failures and 5xx are
 * retried. A read or a change answered `not_signed_in` means the session ended under the page: it
 * is dropped and the app shows the sign-in page, saying why. (Other 401s, such as
 * `account_unverified` on the data pages, are the page's to show.)
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (sessionGone(error) && query.queryKey[0] !== SESSION_QUERY[0]) forgetSession(client, { ended: true });
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (sessionGone(error)) forgetSession(client, { ended: true });
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
        staleTime: 10_000,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

/** Forgets the session and everything read with it; `ended`: it ended without a sign-out, and the sign-in page says so. */
export function forgetSession(client: QueryClient, { ended }: { ended: boolean }): void {
  client.setQueryData<AppSession | null>(SESSION_QUERY, null);
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY[0] });
  sessionEndedNotice = ended;
}

/** Set when a session ended under the user's feet, so that the sign-in page can say so. */
let sessionEndedNotice = false;
export function takeSessionEndedNotice(): boolean {
  const notice = sessionEndedNotice;
  sessionEndedNotice = false;
  return notice;
}

/** Who is signed in: the AppSession, null when nobody is, undefined while it is read. */
export function useSession() {
  return useQuery({ queryKey: SESSION_QUERY, queryFn: () => appApi.session(), staleTime: 60_000 });
}
