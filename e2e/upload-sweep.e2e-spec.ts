import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { MARKER_SCOPES, markingClient, pdfOf } from './support/marking.js';
import { createAccountWithKey } from './support/accounts.js';
import { until } from './support/papers.js';
import { call, describeInRun, stackOf } from './support/stacks.js';

/**
 * Bytes an upload left behind when its service never kept it (docs/faults.md) are swept once older
 * than the grace period (15 minutes), and nothing else is. The embedded stack keeps blobs as files,
 * so a test can leave bytes there dated an hour ago; the shared stacks sweep every 2 s. The
 * distributed mode's sweep is proven by the fault suite (`npm run test:faults`, marking killed mid-upload).
 */
describeInRun('embedded', 'uploads no asset names are swept after the grace period (embedded)', () => {
  const stack = stackOf('embedded');
  const objects = join(stack.env.DATA_DIR, 'blobs', 'objects');

  /** Bytes written straight into the store, dated `ageMs` ago, as a dead upload leaves them. */
  function leaveBlob(key: string, ageMs: number): string {
    const path = join(objects, key);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, '%PDF-1.7 left behind');
    const at = new Date(Date.now() - ageMs);
    utimesSync(path, at, at);
    return path;
  }

  it('deletes old bytes of marking uploads and import submissions that no asset names, and keeps uploads and recent bytes', async () => {
    const account = await createAccountWithKey(stack, { scopes: [...MARKER_SCOPES] });
    const api = markingClient(stack, account);
    const sessionId = (await api.createDraft('Swept uploads')).body.session.id as string;
    const kept = await api.upload(sessionId, await pdfOf(1), 'work', 'kept.pdf');
    expect(kept.status).toBe(201);

    const hour = 3_600_000;
    const folder = `marking/uploads/${account.accountId}/${sessionId}`;
    const oldOrphans = [
      leaveBlob(`${folder}/${randomUUID()}`, hour),
      leaveBlob(`imports/submissions/${account.accountId}/${randomUUID()}/${randomUUID()}.json`, hour),
    ];
    const recentOrphan = leaveBlob(`${folder}/${randomUUID()}`, 0);

    const remaining = await until(
      async () => oldOrphans.filter((path) => existsSync(path)),
      (paths) => paths.length === 0,
      30_000,
      500,
    );
    expect(remaining).toEqual([]);
    expect(existsSync(recentOrphan)).toBe(true);
    expect(readdirSync(join(objects, folder))).toHaveLength(2);
    const download = await call(stack, `/marking/sessions/${sessionId}/assets/${kept.body.asset.id}`, { key: account.key });
    expect(download.status).toBe(200);
  });
});
