import type { PaperExport } from '@pp/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error';
import { appApi } from '../../api/app-api';
import { Link } from '../../router/router';
import { hrefOf } from '../../router/routes';
import { ErrorAlert } from '../../ui/error-alert';
import { formatCount, formatDateTime } from '../../ui/format';
import { Loading } from '../../ui/loading';
import { Page } from '../../ui/page';
import { pdfLinksOf } from './paper-links';
import { PAPERS_QUERY } from './papers-page';

/** The spec's polling interval while PDFs are prepared. */
const EXPORT_POLL_MS = 5_000;

/** One paper: every revision with its two PDFs (prepared on request), and the latest revision's questions. */
export function PaperPage({ paperId }: { paperId: string }) {
  const papers = useQuery({ queryKey: PAPERS_QUERY, queryFn: () => appApi.papers() });
  const summary = papers.data?.papers.find((p) => p.id === paperId);
  const latest = useQuery({
    queryKey: ['paper-revision', paperId, summary?.latestRevision],
    queryFn: () => appApi.paperRevision(paperId, summary!.latestRevision),
    enabled: summary !== undefined,
  });
  if (papers.isPending || (summary && latest.isPending)) return <Loading what="Loading the paper" />;
  if (!summary || latest.isError || papers.isError)
    return (
      <Page title="Paper">
        {papers.isError || latest.isError ? (
          <ErrorAlert error={papers.error ?? latest.error} title="The paper could not be loaded" />
        ) : (
          <div className="alert alert-error" role="alert">
            <p>Your account has no paper with this address.</p>
          </div>
        )}
        <p>
          <Link href={hrefOf({ name: 'papers' })}>All papers</Link>
        </p>
      </Page>
    );
  const paper = latest.data!.paper;
  return (
    <Page title={summary.title} wide>
      <p>
        <Link href={hrefOf({ name: 'papers' })}>All papers</Link>
      </p>
      <dl className="summary-list">
        <div>
          <dt>Latest revision</dt>
          <dd>
            {paper.revision}, saved <span data-volatile>{formatDateTime(paper.revisedAt)}</span>
          </dd>
        </div>
        <div>
          <dt>Questions</dt>
          <dd>
            {formatCount(paper.questionSummaries.length)}, {formatCount(paper.totalMarks)} marks, {formatCount(paper.pageCount)} pages
          </dd>
        </div>
        <div>
          <dt>Writing space</dt>
          <dd>{paper.writingSpace}</dd>
        </div>
      </dl>

      <section aria-labelledby="revisions" className="section">
        <h2 id="revisions">Revisions and PDFs</h2>
        <p className="hint">A revision&rsquo;s two PDFs are prepared once, on request; it can take up to two minutes.</p>
        <ul className="revision-list">
          {summary.revisions.map((revision) => (
            <li key={revision}>
              <h3>Revision {revision}</h3>
              <RevisionPdfs paperId={paperId} revision={revision} />
            </li>
          ))}
        </ul>
      </section>

      <section className="section">
        <h2 id="questions">Questions of revision {paper.revision}</h2>
        <div className="table-scroll" role="region" aria-labelledby="questions" tabIndex={0}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col" className="numeric">
                  No.
                </th>
                <th scope="col">Question</th>
                <th scope="col" className="numeric">
                  Marks
                </th>
                <th scope="col" className="numeric">
                  Parts
                </th>
                <th scope="col" className="numeric">
                  Pages
                </th>
              </tr>
            </thead>
            <tbody>
              {paper.questionSummaries.map((question) => (
                <tr key={question.number}>
                  <td className="numeric">{question.number}</td>
                  <th scope="row">{question.title}</th>
                  <td className="numeric">{question.marks}</td>
                  <td className="numeric">{question.partsCount}</td>
                  <td className="numeric">{question.pages}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </Page>
  );
}

const preparing = (state: PaperExport['state'] | undefined) => state === 'queued' || state === 'rendering';

/** A revision's PDFs: links once ready, otherwise their state and a button that prepares them. */
function RevisionPdfs({ paperId, revision }: { paperId: string; revision: number }) {
  const client = useQueryClient();
  const queryKey = ['paper-exports', paperId, revision];
  const exports = useQuery({
    queryKey,
    // 404: never prepared.
    queryFn: () =>
      appApi
        .paperExports(paperId, revision)
        .catch((error: unknown) => (error instanceof ApiError && error.status === 404 ? null : Promise.reject(error))),
    refetchInterval: (query) => (preparing(query.state.data?.export.state) ? EXPORT_POLL_MS : false),
  });
  const prepare = useMutation({
    mutationFn: () => appApi.prepareExports(paperId, revision),
    onSuccess: (answer) => {
      client.setQueryData(queryKey, answer);
      if (answer.export.state === 'ready') void client.invalidateQueries({ queryKey: PAPERS_QUERY });
    },
  });
  if (exports.isPending) return <p className="cell-note">Checking its PDFs…</p>;
  if (exports.isError) return <ErrorAlert error={exports.error} title="The PDFs’ state could not be read" />;
  const current = exports.data?.export;
  if (current?.state === 'ready')
    return (
      <ul className="inline-list">
        {pdfLinksOf(paperId, revision).map((link) => (
          <li key={link.label}>
            <a href={link.href} type="application/pdf" aria-label={`${link.label} (PDF), revision ${revision}`}>
              {link.label} (PDF)
            </a>
          </li>
        ))}
      </ul>
    );
  const busy = prepare.isPending || preparing(current?.state);
  return (
    <div>
      <p className="cell-note" role="status">
        {busy
          ? 'The PDFs are being prepared…'
          : current?.state === 'failed'
            ? `Preparing the PDFs failed${current.lastError ? `: ${current.lastError.message}` : '.'}`
            : 'The PDFs are not prepared yet.'}
      </p>
      <ErrorAlert error={prepare.error} title="The PDFs were not prepared" />
      {!busy && (
        <button type="button" className="button button-secondary button-small" onClick={() => prepare.mutate()}>
          Prepare the PDFs of revision {revision}
        </button>
      )}
    </div>
  );
}
