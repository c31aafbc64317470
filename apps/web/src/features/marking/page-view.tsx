import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { appPaths } from '../../api/app-api';
import { messageOf } from '../../api/api-error';
import { evidenceRect, groupedMarks, type PageMark, type WorkPage } from './evidence-geometry';
import { openPdf } from './pdf-document';
import { useElementSize } from './use-element-size';

export const DECISION_LABELS = { awarded: 'Awarded', withheld: 'Withheld', uncertain: 'Uncertain' } as const;

interface PageViewProps {
  sessionId: string;
  workPage: WorkPage;
  marks: PageMark[];
  activeAllocationId: string | null;
}

/**
 * One work page as the student's scan shows it, with every allocation's evidence boxes drawn over
 * it. The boxes are fractions of the displayed page, so they are placed from the page's drawn size.
 */
export function PageView({ sessionId, workPage, marks, activeAllocationId }: PageViewProps) {
  const frame = useRef<HTMLDivElement>(null);
  const size = useElementSize(frame);
  const { asset, page } = workPage;
  const url = appPaths.markingAsset(sessionId, asset.id);
  const caption = `Page ${page} of ${asset.name}`;
  const described = marks.length
    ? `${caption}: ${marks.length} evidence ${marks.length === 1 ? 'box' : 'boxes'} (${marks.map((m) => `${m.code} ${DECISION_LABELS[m.decision].toLowerCase()}`).join(', ')})`
    : `${caption}: no evidence marked on it`;
  return (
    <figure className="work-page">
      <figcaption>{caption}</figcaption>
      <div className="page-frame" ref={frame}>
        {asset.mediaType === 'application/pdf' ? (
          <PdfPage url={url} page={page} width={size.width} label={described} />
        ) : (
          <img className="page-image" src={url} alt={described} />
        )}
        {size.width > 0 && size.height > 0 && (
          // The size the boxes were placed for, so a test can tell they are placed for the page as drawn.
          <div className="marks" aria-hidden="true" data-placed-for={`${size.width}x${size.height}`}>
            {groupedMarks(marks).map((group, index) => {
              const rect = evidenceRect(group.box, size);
              const active =
                activeAllocationId === null
                  ? ''
                  : group.marks.some((mark) => mark.allocationId === activeAllocationId)
                    ? ' mark-active'
                    : ' mark-dimmed';
              const label =
                group.decision === 'mixed'
                  ? group.marks.map((mark) => `${mark.code} ${mark.decision}`).join(', ')
                  : `${group.marks.map((mark) => mark.code).join(', ')} ${group.decision}`;
              return (
                <div
                  key={index}
                  className={`mark mark-${group.decision}${active}`}
                  style={{ left: rect.left, top: rect.top, width: rect.width, height: rect.height }}
                >
                  <span className="mark-label">{label}</span>
                </div>
              );
            })}
          </div>
        )}
      </div>
    </figure>
  );
}

/** A PDF page drawn by pdf.js into a canvas as wide as the frame (sharp on high-density screens). */
function PdfPage({ url, page, width, label }: { url: string; page: number; width: number; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // pdf.js paints in slices (it yields between operator chunks), so a canvas with some ink may still be half drawn.
  const [drawn, setDrawn] = useState(false);
  const pdf = useQuery({
    queryKey: ['pdf', url],
    queryFn: () => openPdf(url),
    staleTime: Infinity,
    structuralSharing: false,
  });
  const document: PDFDocumentProxy | undefined = pdf.data;
  useEffect(() => {
    const target = canvas.current;
    if (!document || !target || width <= 0) return;
    let task: RenderTask | null = null;
    let cancelled = false;
    setDrawn(false);
    void (async () => {
      try {
        const pdfPage = await document.getPage(page);
        if (cancelled) return;
        const natural = pdfPage.getViewport({ scale: 1 });
        const viewport = pdfPage.getViewport({ scale: width / natural.width });
        const density = window.devicePixelRatio || 1;
        target.width = Math.floor(viewport.width * density);
        target.height = Math.floor(viewport.height * density);
        target.style.width = `${viewport.width}px`;
        target.style.height = `${viewport.height}px`;
        task = pdfPage.render({ canvas: target, viewport, transform: density === 1 ? undefined : [density, 0, 0, density, 0, 0] });
        await task.promise;
        setFailure(null);
        setDrawn(true);
      } catch (error) {
        if (!cancelled && (error as { name?: string }).name !== 'RenderingCancelledException') setFailure(messageOf(error));
      }
    })();
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [document, page, width]);
  if (pdf.isError || failure)
    return (
      <p className="alert alert-error" role="alert">
        The page could not be drawn: {failure ?? messageOf(pdf.error)}
      </p>
    );
  return <canvas ref={canvas} className="page-canvas" role="img" aria-label={label} aria-busy={!drawn} />;
}
