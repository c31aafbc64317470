import { createHash, randomUUID } from 'node:crypto';
import { SCOPES } from '@pp/contracts';
import type { StackInfo, TestAccount } from '@pp/testing';
import { createAccountWithKey, createKey } from './support/accounts.js';
import { createIsolationOwner, type IsolationOwner } from './support/isolation-fixture.js';
import {
  type IdWorld,
  isolationMatrixOf,
  type MatrixOperation,
  type MatrixRequest,
  matrixSizeOf,
  nowhere,
  requestOf,
} from './support/isolation-operations.js';
import { pdfOf } from './support/marking.js';
import { type ApiResponse, call, describeOnSharedStacks, expectError, stackOf } from './support/stacks.js';

/**
 * Owner isolation, generated from the operation registry (docs/owner-isolation.md): every operation
 * that takes an id, called by another owner with the owner's ids and with ids that exist nowhere,
 * must answer alike (404 not_found where an id names a resource), with nothing of the owner in any
 * body or header; the owner's resources are read again afterwards, unchanged.
 */
const MATRIX = isolationMatrixOf();
const SIZE = matrixSizeOf(MATRIX);

describe('owner-isolation matrix', () => {
  it('covers every operation of the registry that takes an id', () => {
    // Each line names the operation and the id, and where to say what it names.
    expect(MATRIX.uncovered).toEqual([]);
  });
});

/** A stranger's key is left before it spends a minute's 20 writes or 120 requests (both are per key). */
const STRANGER_BUDGET = { writes: 18, requests: 100 };

/** Keys of other owners (every scope), an operation's cases all sent with one of them. */
async function strangersFor(stack: StackInfo): Promise<Map<MatrixOperation, TestAccount>> {
  const assigned: Array<[MatrixOperation, number]> = [];
  let stranger = 0;
  let spent = { writes: 0, requests: 0 };
  for (const entry of MATRIX.operations) {
    const requests = entry.cases.length;
    const writes = entry.operation.method === 'GET' ? 0 : requests;
    if (spent.writes + writes > STRANGER_BUDGET.writes || spent.requests + requests > STRANGER_BUDGET.requests) {
      stranger += 1;
      spent = { writes: 0, requests: 0 };
    }
    spent = { writes: spent.writes + writes, requests: spent.requests + requests };
    assigned.push([entry, stranger]);
  }
  const strangers = await Promise.all(
    Array.from({ length: stranger + 1 }, () => createAccountWithKey(stack, { scopes: [...SCOPES], name: 'Isolation Stranger' })),
  );
  return new Map(assigned.map(([entry, index]) => [entry, strangers[index]]));
}

let scan: Uint8Array;

function send(stack: StackInfo, key: string, request: MatrixRequest): Promise<ApiResponse> {
  const headers: Record<string, string> = {};
  if (request.idempotencyKey) headers['idempotency-key'] = randomUUID();
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (request.bytes) headers['content-type'] = 'application/pdf';
  const body = request.bytes ? scan : request.body === undefined ? undefined : JSON.stringify(request.body);
  return call(stack, request.path, { method: request.method, key, headers, body });
}

interface CaseAnswer {
  case: string;
  response: ApiResponse;
}

/** What must be the same in every case: the status, the body but its request id, the header names. */
function comparable({ case: name, response }: CaseAnswer) {
  const { requestId: _requestId, ...body } = (response.body ?? { text: response.text }) as Record<string, unknown>;
  return { case: name, status: response.status, body, headerNames: [...response.headers.keys()].sort() };
}

/**
 * A filter's unknown id narrows the caller's list to nothing (200), or is refused by name (a cursor
 * that is no nextCursor: 422 naming it). A 422 naming anything else is a wrong request of the test's
 * own, hiding the check.
 */
function answersTheId(entry: MatrixOperation, response: ApiResponse): boolean {
  const ids = entry.slots.map((slot) => `${slot.in}.${slot.name}`);
  const details = (response.body as { error?: { details?: Array<{ path: string }> } } | undefined)?.error?.details ?? [];
  return response.status === 200 || (response.status === 422 && details.length > 0 && details.every((d) => ids.includes(d.path)));
}

/** What an owner reads: the status and body (a hash of bytes). */
const readingOf = (response: ApiResponse) => ({
  status: response.status,
  body: response.body ?? createHash('sha256').update(response.text).digest('hex'),
});

/** The owner's reads of every GET of the matrix, with its own ids: each 200, or a foreign id would be no foreign id. */
async function ownerReads(stack: StackInfo, key: string, ids: IdWorld) {
  const reads = MATRIX.operations.filter((entry) => entry.operation.method === 'GET');
  return Object.fromEntries(
    await Promise.all(
      reads.map(async (entry) => {
        const request = requestOf(entry, entry.cases[0], ids, ids);
        return [`${entry.operation.operationId} ${request.path}`, readingOf(await send(stack, key, request))] as const;
      }),
    ),
  );
}

/** Runs `work` over `items`, `width` at a time. */
async function inPool<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

describeOnSharedStacks('owner isolation (%s mode)', (mode) => {
  const stack = stackOf(mode);
  const none = nowhere();
  let owner: IsolationOwner;
  let ownerKey: string;
  let before: Awaited<ReturnType<typeof ownerReads>>;
  const answers = new Map<MatrixOperation, CaseAnswer[]>();

  beforeAll(async () => {
    scan = await pdfOf(1);
    const [created, strangers] = await Promise.all([createIsolationOwner(stack), strangersFor(stack)]);
    owner = created;
    // The owner's reads on a key of their own: the fixture's polling spent some of the first key's minute.
    ownerKey = (await createKey(stack, owner.account, { scopes: [...SCOPES] })).key;
    before = await ownerReads(stack, ownerKey, owner.ids);
    // Every case of an operation in turn; a few operations at a time.
    await inPool(MATRIX.operations, 4, async (entry) => {
      const stranger = strangers.get(entry)!;
      const sent: CaseAnswer[] = [];
      for (const matrixCase of entry.cases)
        sent.push({ case: matrixCase.name, response: await send(stack, stranger.key, requestOf(entry, matrixCase, owner.ids, none)) });
      answers.set(entry, sent);
    });
    console.log(
      `owner-isolation matrix (${mode}): ${SIZE.operations} operations × ${SIZE.minCases}–${SIZE.maxCases} cases = ${SIZE.requests} requests; ` +
        `not owner-scoped: ${MATRIX.exempt.map((e) => e.operationId).join(', ')}`,
    );
  }, 180_000);

  it('reads every resource of the owner with the owner’s ids', () => {
    expect(Object.entries(before).filter(([, reading]) => reading.status !== 200)).toEqual([]);
  });

  it.each(MATRIX.operations.map((entry) => [entry.operation.operationId, entry] as const))(
    '%s: another owner’s ids answer as ids that exist nowhere',
    (_name, entry) => {
      const sent = answers.get(entry)!;
      if (entry.expectsNotFound) for (const { response } of sent) expectError(response, 404, 'not_found');
      else
        expect(sent.map(({ case: name, response }) => ({ case: name, answersTheId: answersTheId(entry, response) }))).toEqual(
          sent.map(({ case: name }) => ({ case: name, answersTheId: true })),
        );
      // The reference: the case of ids that exist nowhere.
      const reference = comparable(sent.find((answer) => answer.case === 'ids that exist nowhere')!);
      expect(sent.map(comparable)).toEqual(sent.map((answer) => ({ ...reference, case: answer.case })));
      const leaks = sent.flatMap(({ case: name, response }) =>
        [response.text, ...[...response.headers].map(([header, value]) => `${header}: ${value}`)]
          .filter((text) => owner.secrets.some((secret) => text.toLowerCase().includes(secret.toLowerCase())))
          .map((text) => `${name}: ${text}`),
      );
      expect(leaks).toEqual([]);
    },
  );

  it('leaves the owner’s resources as they were', async () => {
    expect(await ownerReads(stack, ownerKey, owner.ids)).toEqual(before);
  });
});
