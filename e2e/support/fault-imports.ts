import { randomUUID } from 'node:crypto';
import { HUMAN_SUBMISSION_EXAMPLE, type ImportSubmission } from '@pp/import-schema';
import { exampleSubmissionFor, type StackInfo, type TestAccount } from '@pp/testing';
import type { Effect, FaultLoad } from './fault-load.js';
import { pdfOf } from './marking.js';
import { json, until } from './papers.js';
import { call, sql } from './stacks.js';

/** Criteria of the example submission: one evidence record each in progress. */
const CRITERIA_PER_IMPORT = HUMAN_SUBMISSION_EXAMPLE.questions.reduce((sum, question) => sum + question.criteria.length, 0);

export interface DraftImport {
  id: string;
  submission: ImportSubmission;
}

/** Draft imports, each with a scan and a scheme uploaded and the example submission pointed at them. */
export function draftImports(stack: StackInfo, account: TestAccount, count: number): Promise<DraftImport[]> {
  const path = '/marking/imports';
  return Promise.all(
    Array.from({ length: count }, async () => {
      const created = await call(stack, path, json({ title: 'Marked elsewhere' }, account.key, { 'idempotency-key': randomUUID() }));
      const id = created.body.import.id as string;
      const upload = async (kind: 'work' | 'scheme', pages: number) =>
        (
          await call(stack, `${path}/${id}/assets?kind=${kind}&name=${kind}.pdf`, {
            method: 'POST',
            key: account.key,
            headers: { 'content-type': 'application/pdf' },
            body: await pdfOf(pages),
          })
        ).body.asset.id as string;
      const work = await upload('work', 3);
      const scheme = await upload('scheme', 2);
      return { id, submission: exampleSubmissionFor(work, scheme) };
    }),
  );
}

/** Completes each import with an Idempotency-Key of its own, 3 at a time, recorded by the load. */
export function completeImports(stack: StackInfo, load: FaultLoad, account: TestAccount, imports: readonly DraftImport[]): Promise<void> {
  return load.burst(imports.length, 3, (i) => {
    const { id, submission } = imports[i];
    const key = randomUUID();
    return {
      operation: 'complete import',
      id,
      send: () => call(stack, `/marking/imports/${id}/complete`, json(submission, account.key, { 'idempotency-key': key })),
    };
  });
}

/** What a replayed completion answers: the same import, completed. */
export const importIdentity = (body: any) => [body?.import?.id, body?.import?.state];

/** Each import completed once: its questions saved once in the marking area, one completed event. */
export async function importEffects(stack: StackInfo, ids: readonly string[]): Promise<Map<string, Effect>> {
  const rows = await sql<{ id: string; state: string; questions: number; events: number }>(
    stack,
    `SELECT i.id::text AS id, i.state,
       (SELECT count(*)::int FROM marking.questions q WHERE q.session_id = i.id) AS questions,
       (SELECT count(*)::int FROM import.outbox o WHERE o.payload->'data'->>'importId' = i.id::text) AS events
     FROM import.imports i WHERE i.id = ANY($1)`,
    [ids],
  );
  const expected = HUMAN_SUBMISSION_EXAMPLE.questions.length;
  return new Map(
    rows.map((row) => [
      row.id,
      {
        found: row.state === 'completed' && row.questions === expected && row.events >= 1,
        doubled: Math.max(0, row.questions - expected) + Math.max(0, row.events - 1),
        evidence: `state ${row.state}, ${row.questions} questions, ${row.events} events`,
      },
    ]),
  );
}

/** Each import's evidence in progress once it has caught up: one record per criterion, one history change each. */
export async function evidenceEffects(stack: StackInfo, account: TestAccount, ids: readonly string[]): Promise<Map<string, Effect>> {
  const counts = () =>
    sql<{ id: string; records: number; changes: number }>(
      stack,
      `SELECT a.id,
         (SELECT count(*)::int FROM progress.evidence e WHERE e.owner_id = $1 AND e.attempt_id::text = a.id) AS records,
         (SELECT count(*)::int FROM progress.evidence_history h WHERE h.owner_id = $1 AND h.attempt_id::text = a.id) AS changes
       FROM unnest($2::text[]) AS a(id)`,
      [account.accountId, ids],
    );
  const caught = await until(counts, (rows) => rows.every((row) => row.records >= CRITERIA_PER_IMPORT), 90_000, 1000);
  return new Map(
    caught.map((row) => [
      row.id,
      {
        found: row.records === CRITERIA_PER_IMPORT,
        doubled: Math.max(0, row.changes - CRITERIA_PER_IMPORT),
        evidence: `${row.records} records, ${row.changes} history changes`,
      },
    ]),
  );
}
