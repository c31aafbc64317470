// The browser app (issue 32, decision 0035): built by `npm run build` (tools/build.js) into
// dist/apps/web, which the gateway serves under /app. In development, `npx vite --config
// apps/web/vite.config.ts` serves it on :5173 and sends /app/api to the gateway on :3000.
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const workspace = fileURLToPath(new URL('../../', import.meta.url));

/** The `@pp/*` path aliases of tsconfig.base.json, so that `@pp/contracts` resolves as the type check does. */
function tsconfigAliases(): Record<string, string> {
  const { compilerOptions } = JSON.parse(readFileSync(`${workspace}tsconfig.base.json`, 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  return Object.fromEntries(Object.entries(compilerOptions.paths).map(([alias, [target]]) => [alias, `${workspace}${target}`]));
}

const gateway = process.env.GATEWAY_URL ?? 'http://localhost:3000';
/**
 * The dev server sends the app API on to the gateway with the browser's Host kept (changeOrigin
 * off): the gateway's cross-site check compares the Origin with the Host, and both then name the
 * dev server.
 */
const apiProxy = { '/app/api': { target: gateway, changeOrigin: false } };

/**
 * The data files pdf.js fetches while drawing a page, served by us (the CSP allows no other
 * origin): the standard fonts a PDF may name without embedding (pdf-lib's Helvetica), the
 * decoders of the image formats scanners use (JBIG2, JPEG 2000; WebAssembly with a JavaScript
 * fallback), and its colour profile. Written to `pdfjs/` in the build, served from
 * node_modules in development. CMaps (fonts of East Asian scripts) are left out.
 */
const PDFJS_DATA = { standard_fonts: /./, wasm: /^(jbig2|openjpeg|qcms)|^LICENSE_(PDFJS_)?(JBIG2|OPENJPEG|QCMS)$/, iccs: /./ };

function pdfjsData(): Plugin {
  const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  const files = Object.entries(PDFJS_DATA).flatMap(([folder, wanted]) =>
    readdirSync(join(pdfjsRoot, folder))
      .filter((name) => wanted.test(name))
      .map((name) => `${folder}/${name}`),
  );
  const types: Record<string, string> = { wasm: 'application/wasm', js: 'text/javascript' };
  return {
    name: 'pdfjs-data',
    configureServer(server) {
      server.middlewares.use('/app/pdfjs/', (request, response, next) => {
        const file = files.find((f) => request.url === `/${f}`);
        if (!file) return next();
        response.setHeader('content-type', types[file.split('.').pop()!] ?? 'application/octet-stream');
        response.end(readFileSync(join(pdfjsRoot, file)));
      });
    },
    generateBundle() {
      for (const file of files) this.emitFile({ type: 'asset', fileName: `pdfjs/${file}`, source: readFileSync(join(pdfjsRoot, file)) });
    },
  };
}

export default defineConfig({
  root,
  base: '/app/',
  plugins: [react(), pdfjsData()],
  resolve: { alias: tsconfigAliases() },
  build: {
    outDir: `${workspace}dist/apps/web`,
    emptyOutDir: true,
    sourcemap: true,
    // The bundle carries no inline script: the gateway's Content-Security-Policy allows 'self' only.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // The contracts barrel declares TypeBox schemas at load: the app takes a few constants and
        // types from it, so a shared module whose exports go unused is dropped, and a schema built
        // but never used is too.
        moduleSideEffects: [{ test: /\/libs\/.+\/src\//, sideEffects: false }],
        manualPureFunctions: ['Type', 'Text', 'Uuid', 'Int4'],
      },
    },
  },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  logLevel: 'warn',
});
