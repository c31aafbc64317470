import {
  APP_SESSION_KEY_ID,
  type AllocationDecision,
  type AllocationResult,
  type MarkingQuestion,
  type MarkingResult,
  type MarkingSessionResponse,
} from '@pp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { appApi } from '../../api/app-api';
import { Link } from '../../router/router';
import { hrefOf } from '../../router/routes';
import { ErrorAlert, Notice } from '../../ui/error-alert';
import { formatDateTime } from '../../ui/format';
import { Loading } from '../../ui/loading';
import { Page } from '../../ui/page';
import { marksOnPage, selectedWorkPages } from './evidence-geometry';
import { questionQueryKey, sessionQueryKey, useMarkingQuestion, useMarkingSession } from './marking-queries';
import { DECISION_LABELS, PageView } from './page-view';
import { ReviewForm } from './review-form';
import { questionScoreText, STATUS_LABELS } from './score-text';

type Outcome = { kind: 'saved'; revision: number; code: string } | { kind: 'stale'; revision: number | null } | null;

/** Who decided: the service's assessor, or an imported marker (never shown as the service's judgement). */
function sourceText(result: MarkingResult): string {
  const { source } = result;
  if (source.kind === 'automated') return `Marked automatically by this service (${source.assessor}).`;
  return `Imported: marked by ${source.name}, ${source.marker === 'human' ? 'a person' : `an AI${source.model ? ` (${source.model})` : ''}`}, not by this service.`;
}

export function QuestionReviewPage({ sessionId, questionId }: { sessionId: string; questionId: string }) {
  const client = useQueryClient();
  const session = useMarkingSession(sessionId);
  const questionQuery = useMarkingQuestion(sessionId, questionId);
  const [activeAllocationId, setActiveAllocationId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [formVersion, setFormVersion] = useState(0);

  const review = useMutation({
    mutationFn: (edit: { allocation: AllocationResult; decision: AllocationDecision; explanation: string; resultRevision: number }) =>
      appApi.review(sessionId, questionId, {
        resultRevision: edit.resultRevision,
        allocationId: edit.allocation.id,
        decision: edit.decision,
        explanation: edit.explanation,
      }),
    onSuccess: (answer, edit) => {
      client.setQueryData(questionQueryKey(sessionId, questionId), answer);
      client.setQueryData<MarkingSessionResponse>(sessionQueryKey(sessionId), (current) =>
        current
          ? {
              session: { ...current.session, questions: current.session.questions.map((q) => (q.id === questionId ? answer.question : q)) },
            }
          : current,
      );
      setOutcome({ kind: 'saved', revision: answer.question.result?.revision ?? edit.resultRevision + 1, code: edit.allocation.code });
      setFormVersion((n) => n + 1);
    },
    onError: async (error) => {
      // Someone saved a review since this page read the result: read it again and say so.
      if (error instanceof ApiError && error.status === 409 && error.code === 'stale_revision') {
        const fresh = await questionQuery.refetch();
        void client.invalidateQueries({ queryKey: sessionQueryKey(sessionId) });
        setOutcome({ kind: 'stale', revision: fresh.data?.question.result?.revision ?? null });
        setFormVersion((n) => n + 1);
      } else setOutcome(null);
    },
  });

  const question: MarkingQuestion | undefined = questionQuery.data?.question;
  const pages = useMemo(
    () => (question && session.data ? selectedWorkPages(question, session.data.session.assets) : []),
    [question, session.data],
  );

  if (questionQuery.isPending || session.isPending) return <Loading what="Loading the question" />;
  if (questionQuery.isError || session.isError || !question)
    return (
      <Page title="Review a question">
        <ErrorAlert error={questionQuery.error ?? session.error} title="The question could not be loaded" />
        <p>
          <Link href={hrefOf({ name: 'marking-session', sessionId })}>Back to the session</Link>
        </p>
      </Page>
    );
  const result = question.result;
  const reviewable = (question.status === 'completed' || question.status === 'needs_review') && result !== null;
  const codeOf = (allocationId: string) => result?.allocations.find((a) => a.id === allocationId)?.code ?? allocationId;

  return (
    <Page title={`Question ${question.label}`} wide>
      <p>
        <Link href={hrefOf({ name: 'marking-session', sessionId })}>Back to “{session.data.session.title}”</Link>
      </p>
      <dl className="summary-list">
        <div>
          <dt>Status</dt>
          <dd>
            <span className={`badge badge-${question.status}`}>{STATUS_LABELS[question.status]}</span>
          </dd>
        </div>
        <div>
          <dt>Score</dt>
          <dd>{questionScoreText(question)}</dd>
        </div>
        {result && (
          <div>
            <dt>Result revision</dt>
            <dd>{result.revision}</dd>
          </div>
        )}
      </dl>
      {result && <p>{sourceText(result)} Not an official examination result.</p>}
      {question.status === 'needs_review' && result && result.unresolved.length > 0 && (
        <Notice tone="warning">
          <p>
            Provisional: {result.unresolved.map(codeOf).join(', ')} {result.unresolved.length === 1 ? 'is' : 'are'} uncertain. The score is
            a range until {result.unresolved.length === 1 ? 'it is' : 'they are'} decided.
          </p>
        </Notice>
      )}
      {outcome?.kind === 'saved' && (
        <Notice tone="success">
          <p>
            Your review of {outcome.code} is saved as result revision {outcome.revision}.
          </p>
        </Notice>
      )}
      {outcome?.kind === 'stale' && (
        <div className="alert alert-error" role="alert">
          <p>
            The result changed while you were reviewing (another review was saved
            {outcome.revision ? `; it is now at revision ${outcome.revision}` : ''}). The page shows it as it is now: check the decision and
            save your review again.
          </p>
        </div>
      )}
      {review.isError && outcome === null && <ErrorAlert error={review.error} title="The review was not saved" />}

      {!result ? (
        <p>This question has no result yet.</p>
      ) : (
        <div className="review-layout">
          <section aria-labelledby="work-pages" className="review-pages">
            <h2 id="work-pages">The student&rsquo;s work</h2>
            <p className="hint">
              Each box outlines the evidence of an allocation, labelled with its code and decision: a solid line when awarded, dashed when
              withheld, dotted when uncertain. Point at an allocation to pick out its boxes.
            </p>
            {pages.length === 0 && <p>No work page of this question is in the session.</p>}
            {pages.map((workPage) => (
              <PageView
                key={workPage.pageId}
                sessionId={sessionId}
                workPage={workPage}
                marks={marksOnPage(result, workPage.pageId)}
                activeAllocationId={activeAllocationId}
              />
            ))}
          </section>
          <section aria-labelledby="allocations" className="review-allocations">
            <h2 id="allocations">Allocations</h2>
            <ol className="allocation-list">
              {result.allocations.map((allocation) => (
                <li
                  key={allocation.id}
                  className={`allocation allocation-${allocation.decision}`}
                  onMouseEnter={() => setActiveAllocationId(allocation.id)}
                  onMouseLeave={() => setActiveAllocationId(null)}
                  onFocus={() => setActiveAllocationId(allocation.id)}
                >
                  <AllocationCard
                    allocation={allocation}
                    pageName={(pageId) => {
                      const found = pages.find((p) => p.pageId.toLowerCase() === pageId.toLowerCase());
                      return found ? `page ${found.page} of ${found.asset.name}` : pageId;
                    }}
                    codeOf={codeOf}
                  />
                  {reviewable && (
                    <ReviewForm
                      key={`${allocation.id}-${result.revision}-${formVersion}`}
                      allocation={allocation}
                      busy={review.isPending && review.variables?.allocation.id === allocation.id}
                      onSubmit={(decision, explanation) => {
                        setOutcome(null);
                        review.mutate({ allocation, decision, explanation, resultRevision: result.revision });
                      }}
                    />
                  )}
                </li>
              ))}
            </ol>
          </section>
        </div>
      )}

      {result && result.reviews.length > 0 && (
        <section className="section">
          <h2 id="reviews">Reviews so far</h2>
          <div className="table-scroll" role="region" aria-labelledby="reviews" tabIndex={0}>
            <table className="table">
              <thead>
                <tr>
                  <th scope="col" className="numeric">
                    Revision
                  </th>
                  <th scope="col">Allocation</th>
                  <th scope="col">Change</th>
                  <th scope="col">Why</th>
                  <th scope="col">By</th>
                  <th scope="col">When</th>
                </tr>
              </thead>
              <tbody>
                {result.reviews.map((record) => (
                  <tr key={record.resultRevision}>
                    <td className="numeric">{record.resultRevision}</td>
                    <th scope="row">{codeOf(record.allocationId)}</th>
                    <td>
                      {DECISION_LABELS[record.from]} → {DECISION_LABELS[record.to]}
                    </td>
                    <td>{record.explanation}</td>
                    <td data-volatile>{record.keyId === APP_SESSION_KEY_ID ? 'This app' : `A key (${record.keyId.slice(0, 8)}…)`}</td>
                    <td data-volatile>{formatDateTime(record.at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </Page>
  );
}

function AllocationCard({
  allocation,
  pageName,
  codeOf,
}: {
  allocation: AllocationResult;
  pageName: (pageId: string) => string;
  codeOf: (id: string) => string;
}) {
  return (
    <article aria-labelledby={`allocation-${allocation.id}`}>
      <h3 id={`allocation-${allocation.id}`}>
        {allocation.code} <span className="cell-note">part {allocation.partId}</span>{' '}
        <span className={`badge badge-decision-${allocation.decision}`}>{DECISION_LABELS[allocation.decision]}</span>
        {allocation.reviewed && <span className="badge badge-reviewed">Reviewed</span>}
      </h3>
      <p className="requirement">{allocation.requirement}</p>
      {allocation.counted !== allocation.decision && (
        <p className="cell-note">
          Counted as {DECISION_LABELS[allocation.counted].toLowerCase()}: it depends on {allocation.dependsOn.map(codeOf).join(', ')}.
        </p>
      )}
      <p>
        <strong>Explanation:</strong> {allocation.explanation}
      </p>
      {allocation.evidence.length > 0 ? (
        <ul className="evidence-list">
          {allocation.evidence.map((evidence, index) => (
            <li key={index}>
              {pageName(evidence.pageId)}: “{evidence.quote}”
            </li>
          ))}
        </ul>
      ) : (
        <p className="cell-note">No evidence located on the work.</p>
      )}
      {allocation.conditionChecks.length > 0 && (
        <details className="details">
          <summary>Conditions ({allocation.conditionChecks.length})</summary>
          <ul>
            {allocation.conditionChecks.map((check) => (
              <li key={check.conditionIndex}>
                {check.condition}: {check.result === 'met' ? 'met' : check.result === 'not_met' ? 'not met' : 'uncertain'}
              </li>
            ))}
          </ul>
        </details>
      )}
    </article>
  );
}
