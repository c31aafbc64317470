import type { ReactElement } from 'react';
import { Document, Line, Page, Rect, Svg, View } from '@react-pdf/renderer';
import type { DiagramSvgs, PaperDocumentInput } from '../paper-document.js';
import { documentMetadata } from '../pdf-identity/index.js';
import type { LayoutItem, LayoutPage } from '../paper-layout/layout-items.js';
import { layoutQuestionPaper } from '../paper-layout/paper-layout.js';
import { CONTENT_X, FOOTER_Y, HEADER_Y, LINE_PITCH, PAGE_WIDTH, QR_SIZE, QR_X, QR_Y, SMALL_SIZE } from '../paper-layout/page-geometry.js';
import { encodePaperQr, QR_QUIET_ZONE, qrPayloadOf, qrRuns } from '../qr/paper-qr.js';
import { pdfBytes, registerPdfFonts, typesetText, TypesetBlockView } from '../typeset/index.js';
import { DiagramView } from './diagram-view.js';
import { parseDiagramSvg, type ParsedDiagram } from './diagram-svg.js';

function AnswerLines({ x, y, width, count }: { x: number; y: number; width: number; count: number }): ReactElement {
  return (
    <Svg style={{ position: 'absolute', left: x, top: y }} width={width} height={count * LINE_PITCH}>
      {Array.from({ length: count }, (_, i) => {
        const lineY = (i + 1) * LINE_PITCH - 0.5;
        return <Line key={i} x1={0} y1={lineY} x2={width} y2={lineY} stroke="#777777" strokeWidth={0.5} strokeDasharray="1 2" />;
      })}
    </Svg>
  );
}

/** The page's QR code as vector runs of dark modules, with its quiet zone, in the reserved corner. */
function PageQr({ text }: { text: string }): ReactElement {
  const { size, runs } = qrRuns(text);
  const span = size + 2 * QR_QUIET_ZONE;
  return (
    <Svg style={{ position: 'absolute', left: QR_X, top: QR_Y }} width={QR_SIZE} height={QR_SIZE} viewBox={`0 0 ${span} ${span}`}>
      {runs.map(([row, column, length], i) => (
        <Rect key={i} x={column + QR_QUIET_ZONE} y={row + QR_QUIET_ZONE} width={length} height={1.02} fill="black" />
      ))}
    </Svg>
  );
}

/** The weight of the page's printed rules and boxes. */
const RULE_WIDTH = 0.7;

/** A rule (no height) or a box, placed absolutely: the border says which. */
function Ruled(props: { x: number; y: number; width: number; height?: number; border: Record<string, string | number> }): ReactElement {
  return (
    <View style={{ position: 'absolute', left: props.x, top: props.y, width: props.width, height: props.height ?? 0, ...props.border }} />
  );
}

function ItemView({ item, diagrams }: { item: LayoutItem; diagrams: ReadonlyMap<string, ParsedDiagram> }): ReactElement | null {
  switch (item.kind) {
    case 'block':
      return <TypesetBlockView block={item.block} x={item.x} y={item.y} />;
    case 'lines':
      return <AnswerLines x={item.x} y={item.y} width={item.width} count={item.count} />;
    case 'rule':
      return <Ruled x={item.x} y={item.y} width={item.width} border={{ borderTopWidth: RULE_WIDTH, borderTopColor: 'black' }} />;
    case 'box':
      return (
        <Ruled x={item.x} y={item.y} width={item.width} height={item.height} border={{ borderWidth: RULE_WIDTH, borderColor: 'black' }} />
      );
    case 'diagram': {
      const diagram = diagrams.get(item.blobKey);
      if (!diagram) throw new Error(`diagram ${item.blobKey} (${item.title}) was not supplied`);
      return <DiagramView diagram={diagram} x={item.x} y={item.y} width={item.width} height={item.height} />;
    }
  }
}

function PaperPage({
  page,
  input,
  diagrams,
}: {
  page: LayoutPage;
  input: PaperDocumentInput;
  diagrams: ReadonlyMap<string, ParsedDiagram>;
}): ReactElement {
  const header =
    page.number > 1 ? typesetText(input.title, PAGE_WIDTH - 2 * CONTENT_X, { size: SMALL_SIZE, face: 'italic', plain: true }) : null;
  const footer = typesetText(String(page.number), 60, { size: 10 });
  return (
    <Page size="A4">
      {header && (
        <TypesetBlockView
          block={{ ...header, lines: header.lines.slice(0, 1), height: header.lines[0]?.height ?? 0 }}
          x={CONTENT_X}
          y={HEADER_Y}
        />
      )}
      {page.items.map((item, i) => (
        <ItemView key={i} item={item} diagrams={diagrams} />
      ))}
      <TypesetBlockView block={footer} x={(PAGE_WIDTH - footer.width) / 2} y={FOOTER_Y} />
      <PageQr text={encodePaperQr(qrPayloadOf(input.paperId, input.revision, page))} />
    </Page>
  );
}

/**
 * The question paper of a saved revision: the pages of `layoutQuestionPaper` painted with
 * react-pdf, every page carrying its QR code, and metadata naming the paper, revision and kind.
 */
export async function renderQuestionPaper(input: PaperDocumentInput, diagramSvgs: DiagramSvgs): Promise<Uint8Array> {
  registerPdfFonts();
  const layout = layoutQuestionPaper(input);
  const diagrams = new Map([...diagramSvgs].map(([key, svg]) => [key, parseDiagramSvg(svg)]));
  const document = (
    <Document {...documentMetadata(input, 'question-paper')}>
      {layout.pages.map((page) => (
        <PaperPage key={page.number} page={page} input={input} diagrams={diagrams} />
      ))}
    </Document>
  );
  return pdfBytes(document);
}
