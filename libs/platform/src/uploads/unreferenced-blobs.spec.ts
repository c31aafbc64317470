import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FsBlobStore } from '../blob/fs-blob-store.js';
import { type BlobFolder, SWEEP_BATCH, sweepUnreferencedBlobs, UnreferencedBlobSweeper } from './unreferenced-blobs.js';

describe('the sweep of blobs no row names', () => {
  let root: string;
  let blobs: FsBlobStore;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'pp-sweep-'));
    blobs = new FsBlobStore(root);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const keysUnder = async (prefix: string) => {
    const keys = [];
    for await (const { key } of blobs.list(prefix)) keys.push(key);
    return keys.sort();
  };
  /** A blob written `ageMs` ago. */
  const putAged = async (key: string, ageMs: number) => {
    await blobs.put(key, Buffer.from(key));
    const at = new Date(Date.now() - ageMs);
    await utimes(join(root, 'objects', key), at, at);
  };
  const folderNaming = (prefix: string, named: string[], asked: string[][] = []): BlobFolder => ({
    prefix,
    named: async (keys) => {
      asked.push(keys);
      return new Set(keys.filter((key) => named.includes(key)));
    },
  });

  it('deletes only the unnamed blobs of the folder written before the grace, and says which', async () => {
    const hour = 3_600_000;
    await putAged('uploads/o1/s1/kept', hour);
    await putAged('uploads/o1/s1/orphan', hour);
    await putAged('uploads/o2/s2/orphan', hour);
    await putAged('uploads/o1/s1/in-flight', 0);
    await putAged('papers/o1/s1/not-swept', hour);

    const deleted = await sweepUnreferencedBlobs(blobs, folderNaming('uploads', ['uploads/o1/s1/kept']), new Date(Date.now() - 60_000));

    expect(deleted.sort()).toEqual(['uploads/o1/s1/orphan', 'uploads/o2/s2/orphan']);
    expect(await keysUnder('uploads')).toEqual(['uploads/o1/s1/in-flight', 'uploads/o1/s1/kept']);
    expect(await keysUnder('papers')).toEqual(['papers/o1/s1/not-swept']);
  });

  it('asks about the keys a batch at a time', async () => {
    for (let i = 0; i <= SWEEP_BATCH; i += 1) await putAged(`uploads/o/s/${i}`, 0);
    const asked: string[][] = [];
    const deleted = await sweepUnreferencedBlobs(blobs, folderNaming('uploads', ['uploads/o/s/7'], asked), new Date(Date.now() + 60_000));
    expect(asked.map((keys) => keys.length)).toEqual([SWEEP_BATCH, 1]);
    expect(deleted).toHaveLength(SWEEP_BATCH);
    expect(await keysUnder('uploads')).toEqual(['uploads/o/s/7']);
  });

  it('sweeps on its schedule until shutdown, a failing folder leaving the others swept', async () => {
    await putAged('uploads/o/s/orphan', 0);
    const failing: BlobFolder = { prefix: 'imports', named: () => Promise.reject(new Error('database unavailable')) };
    await putAged('imports/o/i/orphan', 0);
    const sweeper = new UnreferencedBlobSweeper(blobs, [failing, folderNaming('uploads', [])], { intervalMs: 20, graceMs: 0 });
    sweeper.onApplicationBootstrap();
    try {
      for (let tries = 0; (await keysUnder('uploads')).length > 0 && tries < 250; tries += 1) await new Promise((r) => setTimeout(r, 20));
    } finally {
      await sweeper.onApplicationShutdown();
    }
    expect(await keysUnder('uploads')).toEqual([]);
    expect(await keysUnder('imports')).toEqual(['imports/o/i/orphan']);
    await putAged('uploads/o/s/after-shutdown', 0);
    await new Promise((r) => setTimeout(r, 100));
    expect(await keysUnder('uploads')).toEqual(['uploads/o/s/after-shutdown']);
  });
});
