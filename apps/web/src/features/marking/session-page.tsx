import { Link } from '../../router/router';
import { hrefOf } from '../../router/routes';
import { ErrorAlert } from '../../ui/error-alert';
import { formatDateTime, plural } from '../../ui/format';
import { Loading } from '../../ui/loading';
import { Page } from '../../ui/page';
import { useMarkingSession } from './marking-queries';
import { questionScoreText, sessionScoreSummary, STATUS_LABELS } from './score-text';
import { sourceText } from './sessions-page';

/** One session: every question with its status and score, the total and what it leaves out. */
export function SessionPage({ sessionId }: { sessionId: string }) {
  const query = useMarkingSession(sessionId);
  if (query.isPending) return <Loading what="Loading the marking session" />;
  if (query.isError)
    return (
      <Page title="Marking session">
        <ErrorAlert error={query.error} title="The session could not be loaded" />
        <p>
          <Link href={hrefOf({ name: 'marking' })}>All marking sessions</Link>
        </p>
      </Page>
    );
  const { session } = query.data;
  const summary = sessionScoreSummary(session.questions);
  const assetName = (id: string) => session.assets.find((a) => a.id === id)?.name ?? 'a removed file';
  return (
    <Page title={session.title} wide>
      <p>
        <Link href={hrefOf({ name: 'marking' })}>All marking sessions</Link>
      </p>
      <dl className="summary-list">
        <div>
          <dt>Made from</dt>
          <dd>{sourceText(session.source)}</dd>
        </div>
        <div>
          <dt>Files</dt>
          <dd>{plural(session.assets.length, 'file')}</dd>
        </div>
        <div>
          <dt>Last change</dt>
          <dd data-volatile>{formatDateTime(session.updatedAt)}</dd>
        </div>
      </dl>
      {!session.indexing.done && (
        <p className="alert alert-info">The uploaded pages are still being read for their questions: the list may grow.</p>
      )}

      <section className="section">
        <h2 id="questions">Questions</h2>
        <p className="totals" role="status">
          {summary.text}
        </p>
        {session.questions.length === 0 ? (
          <p>No questions in this session yet.</p>
        ) : (
          <div className="table-scroll" role="region" aria-labelledby="questions" tabIndex={0}>
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Question</th>
                  <th scope="col">Status</th>
                  <th scope="col">Score</th>
                  <th scope="col">Work</th>
                  <th scope="col">
                    <span className="visually-hidden">Review</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {session.questions.map((question) => {
                  const reviewable = (question.status === 'completed' || question.status === 'needs_review') && question.result;
                  return (
                    <tr key={question.id} className={question.supersededBy ? 'row-inactive' : undefined}>
                      <th scope="row">
                        {question.label}
                        {question.supersededBy && <span className="cell-note"> (re-marked by a later request)</span>}
                      </th>
                      <td>
                        <span className={`badge badge-${question.status}`}>{STATUS_LABELS[question.status]}</span>
                      </td>
                      <td>
                        {questionScoreText(question)}
                        {question.status === 'needs_review' && question.result && question.result.unresolved.length > 0 && (
                          <span className="cell-note">
                            {' '}
                            Unresolved:{' '}
                            {question.result.unresolved
                              .map((id) => question.result!.allocations.find((a) => a.id === id)?.code ?? id)
                              .join(', ')}
                          </span>
                        )}
                      </td>
                      <td>{question.workAssetIds.map(assetName).join(', ')}</td>
                      <td>
                        {reviewable && (
                          <Link
                            href={hrefOf({ name: 'marking-question', sessionId, questionId: question.id })}
                            aria-label={`Review question ${question.label}`}
                          >
                            Review
                          </Link>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </Page>
  );
}
