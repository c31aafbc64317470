import type { ReactElement } from 'react';
import { Document, Page, Path, Svg, View } from '@react-pdf/renderer';
import type { DiagramSvgs, PaperDocumentInput } from '../paper-document.js';
import { documentMetadata } from '../pdf-identity/document-identity.js';
import { attachRubric, rubricOf } from '../pdf-identity/embedded-rubric.js';
import { DiagramView } from '../question-paper/diagram-view.js';
import { parseDiagramSvg, type ParsedDiagram } from '../question-paper/diagram-svg.js';
import { pdfBytes, registerPdfFonts, TypesetBlockView } from '../typeset/index.js';
import { LIGHT_RULE, PAGE_HEIGHT, PAGE_WIDTH, STRONG_RULE } from './scheme-geometry.js';
import { layoutMarkScheme, type SchemePage } from './scheme-pages.js';
import type { RuleSegment } from './scheme-table.js';

/** All the rules of one tone on a page as a single path: one drawing operation instead of hundreds of Views. */
function Rules({ rules, tone }: { rules: RuleSegment[]; tone: RuleSegment['tone'] }): ReactElement | null {
  const d = rules
    .filter((r) => r.tone === tone)
    .map((r) => `M${r.x1.toFixed(2)} ${r.y1.toFixed(2)}L${r.x2.toFixed(2)} ${r.y2.toFixed(2)}`)
    .join('');
  if (!d) return null;
  const { colour, width } = tone === 'strong' ? STRONG_RULE : LIGHT_RULE;
  return (
    <Svg style={{ position: 'absolute', left: 0, top: 0 }} width={PAGE_WIDTH} height={PAGE_HEIGHT}>
      <Path d={d} stroke={colour} strokeWidth={width} strokeLinecap="square" />
    </Svg>
  );
}

/**
 * A laid-out page painted as is. `wrap={false}` keeps react-pdf from paginating (it would lay the
 * page out a second time, and push a child that reaches the foot by a rounding error onto a page
 * of its own); such a page takes its content's height, so an in-flow canvas of exactly A4 holds
 * everything, absolutely placed.
 */
function SchemePageView({ page, diagrams }: { page: SchemePage; diagrams: ReadonlyMap<string, ParsedDiagram> }): ReactElement {
  return (
    <Page size="A4" orientation="landscape" wrap={false}>
      <View style={{ position: 'relative', width: PAGE_WIDTH, height: PAGE_HEIGHT }}>
        {page.fills.map((f, i) => (
          <View
            key={`f${i}`}
            style={{ position: 'absolute', left: f.x, top: f.y, width: f.width, height: f.height, backgroundColor: f.colour }}
          />
        ))}
        <Rules rules={page.rules} tone="light" />
        <Rules rules={page.rules} tone="strong" />
        {page.blocks.map((b, i) => (
          <TypesetBlockView key={i} block={b.block} x={b.x} y={b.y} />
        ))}
        {page.sketches.map((s, i) => (
          <DiagramView key={`s${i}`} diagram={diagrams.get(s.blobKey)!} x={s.x} y={s.y} width={s.width} height={s.height} />
        ))}
      </View>
    </Page>
  );
}

/**
 * The mark scheme of a saved paper revision, on landscape A4: per question a table Question |
 * Scheme | Marks | Notes with every allocation, the answer sketches (diagrams of role `scheme`, from
 * `diagramSvgs` by blob key), part subtotals and the question total, then the scheme's notes.
 * Metadata names the paper, revision and kind; the machine-readable rubric is attached as
 * `rubric.json`. Without `diagramSvgs` the sketches are left out.
 */
export async function renderMarkScheme(input: PaperDocumentInput, diagramSvgs?: DiagramSvgs): Promise<Uint8Array> {
  registerPdfFonts();
  const schemeKeys = new Set(input.questions.flatMap((q) => q.diagrams.filter((d) => d.role === 'scheme').map((d) => d.blobKey)));
  const diagrams =
    diagramSvgs && new Map([...diagramSvgs].filter(([key]) => schemeKeys.has(key)).map(([key, svg]) => [key, parseDiagramSvg(svg)]));
  const pages = layoutMarkScheme(input, diagrams);
  const document = (
    <Document {...documentMetadata(input, 'mark-scheme')}>
      {pages.map((page) => (
        <SchemePageView key={page.number} page={page} diagrams={diagrams ?? new Map()} />
      ))}
    </Document>
  );
  return attachRubric(await pdfBytes(document), rubricOf(input));
}
