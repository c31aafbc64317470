/** Test support: renders TeX with MathJax v4 (base + ams, TeX to SVG) and reports TeX errors. */
import { mathjax } from '@mathjax/src/js/mathjax.js';
import { TeX } from '@mathjax/src/js/input/tex.js';
import { SVG } from '@mathjax/src/js/output/svg.js';
import { liteAdaptor } from '@mathjax/src/js/adaptors/liteAdaptor.js';
import { RegisterHTMLHandler } from '@mathjax/src/js/handlers/html.js';
import '@mathjax/src/js/input/tex/base/BaseConfiguration.js';
import '@mathjax/src/js/input/tex/ams/AmsConfiguration.js';
import { MathJaxStix2Font } from '@mathjax/mathjax-stix2-font/js/svg.js';
import '@mathjax/mathjax-stix2-font/js/svg/dynamic/variants.js';

const adaptor = liteAdaptor();
RegisterHTMLHandler(adaptor);
// The paper's maths font (STIX Two Math), with the on-demand file the printer sets up
// (paper-pdf typeset/math.ts): what renders here prints.
const output = new SVG({ fontCache: 'none', fontData: MathJaxStix2Font });
(MathJaxStix2Font as unknown as { dynamicFiles: Record<string, { setup: (font: unknown) => void }> }).dynamicFiles.variants.setup(
  output.font,
);
const doc = mathjax.document('', {
  InputJax: new TeX({ packages: ['base', 'ams'] }),
  OutputJax: output,
});

/** The TeX error message MathJax reports for a math-mode string, or null when it renders cleanly. */
export function texError(math: string): string | null {
  if (/[^\x20-\x7e]/.test(math)) return 'non-ASCII character (the font would need a dynamic load)';
  try {
    const html = adaptor.outerHTML(doc.convert(math, { display: false }) as never);
    const error = /data-mjx-error="([^"]*)"/.exec(html);
    if (error) return error[1];
    return /<merror|<text/.test(html) ? 'merror or unfont character in output' : null;
  } catch (err) {
    return String(err);
  }
}

/** Splits stem text into its `\( ... \)` maths segments; reports stray or unbalanced delimiters. */
export function stemMath(stem: string): { segments: string[]; problem: string | null } {
  const segments: string[] = [];
  const text = stem.replace(/\\\(([\s\S]*?)\\\)/g, (_, math: string) => {
    segments.push(math);
    return ' ';
  });
  const problem = /\\[()[\]]|\$/.test(text)
    ? `unbalanced maths delimiters or $ in: ${stem}`
    : /\\/.test(text)
      ? `TeX command outside maths in: ${stem}`
      : null;
  return { segments, problem };
}
