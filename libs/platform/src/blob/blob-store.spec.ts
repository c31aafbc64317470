import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { jetstreamManager } from '@nats-io/jetstream';
import { connectTestNats, serviceErrorOf, uniqueNamespace } from '@pp/testing';
import type { BlobStore } from './blob-store.js';
import { FsBlobStore } from './fs-blob-store.js';
import { NatsBlobStore } from './nats-blob-store.js';

interface StoreHandle {
  store: BlobStore;
  dispose(): Promise<void>;
}

const factories: [string, () => Promise<StoreHandle>][] = [
  [
    'filesystem',
    async () => {
      const root = await mkdtemp(join(tmpdir(), 'pp-blobs-'));
      return { store: new FsBlobStore(root), dispose: () => rm(root, { recursive: true, force: true }) };
    },
  ],
  [
    'nats object store',
    async () => {
      const nc = await connectTestNats('blob-spec');
      const bucket = uniqueNamespace('blobs');
      return {
        store: new NatsBlobStore(nc, bucket),
        async dispose() {
          const jsm = await jetstreamManager(nc);
          await jsm.streams.delete(`OBJ_${bucket}`).catch(() => undefined);
          await nc.close();
        },
      };
    },
  ],
];

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Deterministic pseudo-random bytes, so a failure is reproducible. */
function bytes(size: number, seed = 1): Buffer {
  const out = Buffer.alloc(size);
  let x = seed;
  for (let i = 0; i < size; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    out[i] = x >> 16;
  }
  return out;
}

function chunked(buffer: Buffer, chunkSize = 64 * 1024): Readable {
  return Readable.from(
    (function* () {
      for (let i = 0; i < buffer.length; i += chunkSize) yield buffer.subarray(i, i + chunkSize);
    })(),
  );
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe.each(factories)('BlobStore over %s', (_kind, makeStore) => {
  let handle: StoreHandle;
  let store: BlobStore;
  beforeAll(async () => {
    handle = await makeStore();
    store = handle.store;
  });
  afterAll(async () => {
    await handle.dispose();
  });

  it('puts a Buffer and reads back the same bytes, size, hash and content type', async () => {
    const body = Buffer.from('%PDF-1.7 small test document');
    const put = await store.put('papers/p1/question-paper.pdf', body, { contentType: 'application/pdf' });
    expect(put).toEqual({ key: 'papers/p1/question-paper.pdf', size: body.length, sha256: sha256(body) });
    expect(await readAll(await store.get('papers/p1/question-paper.pdf'))).toEqual(body);
    expect(await store.stat('papers/p1/question-paper.pdf')).toEqual({
      size: body.length,
      sha256: sha256(body),
      contentType: 'application/pdf',
    });
  });

  it('streams a body of several MiB in and out unchanged', async () => {
    const body = bytes(5 * 1024 * 1024 + 123);
    const put = await store.put('scans/big.bin', chunked(body));
    expect(put.size).toBe(body.length);
    expect(put.sha256).toBe(sha256(body));
    const back = await readAll(await store.get('scans/big.bin'));
    expect(back.length).toBe(body.length);
    expect(sha256(back)).toBe(sha256(body));
    expect(await store.stat('scans/big.bin')).toEqual({ size: body.length, sha256: sha256(body) });
  });

  it('replaces a blob put again under the same key', async () => {
    await store.put('replace/me', Buffer.from('first'), { contentType: 'text/plain' });
    const second = Buffer.from('second version');
    await store.put('replace/me', second);
    expect(await readAll(await store.get('replace/me'))).toEqual(second);
    expect(await store.stat('replace/me')).toEqual({ size: second.length, sha256: sha256(second) });
  });

  it('answers not_found for a missing blob and null from stat', async () => {
    expect((await serviceErrorOf(store.get('missing/blob'))).code).toBe('not_found');
    expect(await store.stat('missing/blob')).toBeNull();
  });

  it('deletes a blob, and deleting again is harmless', async () => {
    await store.put('to/delete', Buffer.from('bye'));
    await store.delete('to/delete');
    expect(await store.stat('to/delete')).toBeNull();
    expect((await serviceErrorOf(store.get('to/delete'))).code).toBe('not_found');
    await expect(store.delete('to/delete')).resolves.toBeUndefined();
  });

  it('leaves no blob when the body fails midway', async () => {
    const failing = Readable.from(
      (async function* () {
        yield bytes(256 * 1024);
        throw new Error('upload aborted');
      })(),
    );
    await expect(store.put('broken/upload', failing)).rejects.toThrow('upload aborted');
    expect(await store.stat('broken/upload')).toBeNull();
  });

  it('lists the blobs under a folder with when each was written, and nothing beside or deleted', async () => {
    const before = Date.now() - 1000;
    for (const key of ['listed/a/one', 'listed/a/b/two', 'listed/ab/beside', 'listed/a/gone']) await store.put(key, Buffer.from(key));
    await store.delete('listed/a/gone');
    const listed = [];
    for await (const blob of store.list('listed/a')) listed.push(blob);
    expect(listed.map((blob) => blob.key).sort()).toEqual(['listed/a/b/two', 'listed/a/one']);
    for (const { modifiedAt } of listed) expect(modifiedAt.getTime()).toBeGreaterThan(before);
    const none = [];
    for await (const blob of store.list('listed/nothing')) none.push(blob);
    expect(none).toEqual([]);
  });

  it('refuses invalid keys before touching storage', async () => {
    expect((await serviceErrorOf(store.put('../escape', Buffer.from('x')))).code).toBe('bad_request');
    expect((await serviceErrorOf(store.get('/etc/passwd'))).code).toBe('bad_request');
    expect((await serviceErrorOf(store.stat('a//b'))).code).toBe('bad_request');
    expect((await serviceErrorOf(store.delete('a/../../b'))).code).toBe('bad_request');
    expect((await serviceErrorOf(store.list('../a')[Symbol.asyncIterator]().next())).code).toBe('bad_request');
  });
});

describe('FsBlobStore crash safety', () => {
  it('keeps temporary files out of the key space and recomputes metadata it cannot trust', async () => {
    const root = await mkdtemp(join(tmpdir(), 'pp-blobs-'));
    try {
      const store = new FsBlobStore(root);
      const body = Buffer.from('content');
      await store.put('k', body, { contentType: 'text/plain' });
      expect(await readdir(join(root, 'tmp'))).toEqual([]); // nothing half-written left behind
      // A crash between the data and metadata renames: the metadata is gone or stale.
      await rm(join(root, 'meta', 'k.json'));
      expect(await store.stat('k')).toEqual({ size: body.length, sha256: sha256(body) });
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
