import type { MarkingSession } from '@pp/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { appApi } from '../../api/app-api';
import { Link } from '../../router/router';
import { hrefOf } from '../../router/routes';
import { ErrorAlert } from '../../ui/error-alert';
import { formatDateTime } from '../../ui/format';
import { Loading } from '../../ui/loading';
import { Page } from '../../ui/page';
import { sessionScoreSummary, STATUS_LABELS } from './score-text';

export const sourceText = (source: MarkingSession['source']) =>
  source.kind === 'paper' ? `Saved paper, revision ${source.revision}` : source.kind === 'import' ? 'Imported marking' : 'Draft';

/** Each status and how many questions have it, in the lifecycle's order: `2 completed, 1 needs review`. */
export function statusCounts(session: MarkingSession): string {
  const current = session.questions.filter((q) => q.supersededBy === null);
  if (current.length === 0) return 'No questions';
  const counts = new Map<string, number>();
  for (const q of current) counts.set(q.status, (counts.get(q.status) ?? 0) + 1);
  return (Object.keys(STATUS_LABELS) as (keyof typeof STATUS_LABELS)[])
    .filter((status) => counts.has(status))
    .map((status) => `${counts.get(status)} ${STATUS_LABELS[status].toLowerCase()}`)
    .join(', ');
}

export function SessionsPage() {
  const sessions = useInfiniteQuery({
    queryKey: ['marking-sessions'],
    queryFn: ({ pageParam }) => appApi.markingSessions(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  if (sessions.isPending) return <Loading what="Loading your marking sessions" />;
  const list = sessions.data?.pages.flatMap((page) => page.sessions) ?? [];
  return (
    <Page title="Marking" wide>
      <p>
        Marking sessions made through the API: automated marking of uploaded work, and imported marking. Neither is an official examination
        result.
      </p>
      <ErrorAlert error={sessions.error} title="Your marking sessions could not be loaded" />
      {sessions.data &&
        (list.length === 0 ? (
          <p>No marking sessions yet.</p>
        ) : (
          <div className="table-scroll" role="region" aria-label="Your marking sessions" tabIndex={0}>
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Session</th>
                  <th scope="col">Made from</th>
                  <th scope="col">Questions</th>
                  <th scope="col">Score</th>
                  <th scope="col">Last change</th>
                </tr>
              </thead>
              <tbody>
                {list.map((session) => (
                  <tr key={session.id}>
                    <th scope="row">
                      <Link href={hrefOf({ name: 'marking-session', sessionId: session.id })}>{session.title}</Link>
                    </th>
                    <td>{sourceText(session.source)}</td>
                    <td>{statusCounts(session)}</td>
                    <td>{sessionScoreSummary(session.questions).text}</td>
                    <td data-volatile>{formatDateTime(session.updatedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      {sessions.hasNextPage && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => sessions.fetchNextPage()}
          disabled={sessions.isFetchingNextPage}
        >
          {sessions.isFetchingNextPage ? 'Loading…' : 'Show more sessions'}
        </button>
      )}
    </Page>
  );
}
