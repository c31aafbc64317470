// Baseline for the marking-upload scenario: a bare node:http server, no Fastify, no Nest, no bus, no
// key check, that takes a raw upload the way the stack does at its cheapest.
//
//   UPLOAD_MODE=store    the body streamed through SHA-256 to a file in a temporary directory (no fsync),
//                        then 201 {size, sha256}: the lower bound of "25 MiB over loopback, kept".
//   UPLOAD_MODE=inspect  the same, then the file read back whole and given to the marking service's own
//                        inspectUpload (mupdf opens it and loads every page), as the marking service
//                        does with the blob, then 201 {size, sha256, pageCount}: the stack's work in one process.
//
// Any POST path is an upload; the file is deleted once answered. Env: UPLOAD_MODE, PORT (0 = any free
// port), HOST (127.0.0.1). Prints one JSON line `{"listening":"http://127.0.0.1:<port>"}` on stdout
// when ready; SIGTERM/SIGINT stop it and remove its directory.
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { inspectUpload } from '../../dist/libs/upload-inspection/src/index.js';

const mode = process.env.UPLOAD_MODE ?? 'store';
if (!['store', 'inspect'].includes(mode)) {
  process.stderr.write(`upload-baseline-server: UPLOAD_MODE must be store or inspect, not ${mode}\n`);
  process.exit(1);
}
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 0);
const dir = mkdtempSync(join(tmpdir(), 'pp-bench-upload-'));

const answer = (response, status, body) => {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  response.end(text);
};

const server = createServer(async (request, response) => {
  if (request.method !== 'POST') return answer(response, 405, { error: { code: 'method_not_allowed' } });
  const path = join(dir, randomUUID());
  try {
    const hash = createHash('sha256');
    let size = 0;
    const digesting = new Transform({
      transform(chunk, _encoding, callback) {
        size += chunk.length;
        hash.update(chunk);
        callback(null, chunk);
      },
    });
    await pipeline(request, digesting, createWriteStream(path));
    const stored = { size, sha256: hash.digest('hex') };
    if (mode === 'store') return answer(response, 201, stored);
    const inspection = await inspectUpload(new Uint8Array(await readFile(path)), request.headers['content-type'] ?? '');
    if (!inspection.ok) return answer(response, 422, { error: { code: inspection.code, message: inspection.message } });
    return answer(response, 201, { ...stored, pageCount: inspection.pageCount });
  } catch (error) {
    process.stderr.write(`upload-baseline-server: ${error?.stack ?? error}\n`);
    if (!response.headersSent) answer(response, 500, { error: { code: 'internal_error' } });
  } finally {
    await rm(path, { force: true });
  }
});

const stop = () => {
  server.close();
  server.closeAllConnections();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// The runner holds an IPC channel: when it goes away, so does this server.
process.on('disconnect', stop);

server.listen(port, host, () => {
  const { port: actual } = server.address();
  process.stdout.write(`${JSON.stringify({ listening: `http://${host}:${actual}` })}\n`);
});
