import { useQuery } from '@tanstack/react-query';
import { appApi } from '../../api/app-api';
import { Link } from '../../router/router';
import { hrefOf } from '../../router/routes';
import { ErrorAlert } from '../../ui/error-alert';
import { formatCount, formatDateTime } from '../../ui/format';
import { Loading } from '../../ui/loading';
import { Page } from '../../ui/page';
import { exportsStateText, pdfLinksOf } from './paper-links';

export const PAPERS_QUERY = ['papers'] as const;

export function PapersPage() {
  const papers = useQuery({ queryKey: PAPERS_QUERY, queryFn: () => appApi.papers() });
  if (papers.isPending) return <Loading what="Loading your papers" />;
  return (
    <Page title="Papers" wide>
      <p>
        Papers saved through the API, newest first. Each save is a new revision; earlier revisions stay as they were. Open a paper for every
        revision&rsquo;s PDFs.
      </p>
      <ErrorAlert error={papers.error} title="Your papers could not be loaded" />
      {papers.data &&
        (papers.data.papers.length === 0 ? (
          <p>No saved papers yet. A paper is made with the API&rsquo;s createPaper operation (papers:write).</p>
        ) : (
          <div className="table-scroll" role="region" aria-label="Your papers" tabIndex={0}>
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Title</th>
                  <th scope="col" className="numeric">
                    Revisions
                  </th>
                  <th scope="col" className="numeric">
                    Questions
                  </th>
                  <th scope="col" className="numeric">
                    Marks
                  </th>
                  <th scope="col">Last saved</th>
                  <th scope="col">PDFs of the latest revision</th>
                </tr>
              </thead>
              <tbody>
                {papers.data.papers.map((paper) => (
                  <tr key={paper.id}>
                    <th scope="row">
                      <Link href={hrefOf({ name: 'paper', paperId: paper.id })}>{paper.title}</Link>
                    </th>
                    <td className="numeric">{formatCount(paper.revisions.length)}</td>
                    <td className="numeric">{formatCount(paper.questionCount)}</td>
                    <td className="numeric">{formatCount(paper.totalMarks)}</td>
                    <td data-volatile>{formatDateTime(paper.updatedAt)}</td>
                    <td>
                      {paper.exportsState === 'ready' ? (
                        <ul className="inline-list">
                          {pdfLinksOf(paper.id, paper.latestRevision).map((link) => (
                            <li key={link.label}>
                              <a href={link.href} type="application/pdf">
                                {link.label} (PDF)
                              </a>
                            </li>
                          ))}
                        </ul>
                      ) : (
                        exportsStateText(paper.exportsState)
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </Page>
  );
}
