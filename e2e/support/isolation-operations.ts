import { randomUUID } from 'node:crypto';
import type { TSchema } from '@sinclair/typebox';
import { API_OPERATIONS, type ApiOperation } from '@pp/contracts';
import { EXAMPLE_SCHEME_ASSET_ID, EXAMPLE_WORK_ASSET_ID, HUMAN_SUBMISSION_EXAMPLE } from '@pp/import-schema';

/**
 * The owner-isolation matrix, generated from the operation registry: every operation that takes an
 * id (in its path, its query or its JSON body), each id's kind of resource, and the cases another
 * owner calls it with. Pure: e2e/isolation-matrix.e2e-spec.ts sends the requests (docs/owner-isolation.md).
 */

/** The resources an id can name. */
export type IdKind =
  | 'paper'
  | 'paperRevision'
  | 'session'
  | 'sessionAsset'
  | 'markingQuestion'
  | 'allocation'
  | 'import'
  | 'importAsset'
  /** The import's other asset: a complete submission names a work and a scheme asset. */
  | 'importSchemeAsset'
  /** A marking session or an import, as progress names them. */
  | 'attempt';

/** One value of each kind: an owner's resources, or ids that exist nowhere. */
export type IdWorld = Record<IdKind, string>;

/**
 * What an id does in an operation. `reference`: names an owner's resource, so another owner's id
 * must be 404 as an unknown one. `filter`: narrows a list of the caller's own, so another owner's id
 * must answer as an unknown one does (an empty list).
 */
type Role = 'reference' | 'filter';

/** Why an operation's ids are outside the matrix: they name nothing an owner holds alone. */
type Exemption = { exempt: string };

type SlotMeaning = { kind: IdKind; role: Role } | Exemption;

const reference = (kind: IdKind): SlotMeaning => ({ kind, role: 'reference' });
const BANK: Exemption = { exempt: 'the question bank: the same for every key, owned by no one' };

/** Path parameters by the path up to them: the resource each names. */
const PATH_PARAMS: Record<string, SlotMeaning> = {
  '/questions/{questionId}': BANK,
  '/questions/{questionId}/revisions/{revision}': BANK,
  '/questions/{questionId}/revisions/{revision}/assets/{assetId}': BANK,
  '/papers/{id}': reference('paper'),
  '/papers/{id}/revisions/{revision}': reference('paperRevision'),
  '/marking/sessions/{id}': reference('session'),
  '/marking/sessions/{id}/assets/{assetId}': reference('sessionAsset'),
  '/marking/sessions/{id}/questions/{questionId}': reference('markingQuestion'),
  '/marking/imports/{id}': reference('import'),
  '/marking/imports/{id}/assets/{assetId}': reference('importAsset'),
};

/**
 * Query and body members that hold ids, by place and name, or by the operation's path first where
 * the name means different things (a cursor is the last item of the page before it).
 */
const MEMBERS: Record<string, SlotMeaning> = {
  '/questions query.cursor': BANK,
  '/papers query.cursor': { kind: 'paper', role: 'filter' },
  '/marking/sessions query.cursor': { kind: 'session', role: 'filter' },
  'query.excludeIds': BANK,
  'query.sessionId': reference('attempt'),
  'query.questionId': reference('markingQuestion'),
  'query.attemptId': { kind: 'attempt', role: 'filter' },
  'body.id': { exempt: 'names the paper it creates; paper ids are per owner, so another owner’s id makes a paper of the caller’s own' },
  'body.paperId': reference('paper'),
  'body.questionId': reference('markingQuestion'),
  'body.workAssetIds': reference('sessionAsset'),
  'body.schemeAssetIds': reference('sessionAsset'),
  'body.allocationId': reference('allocation'),
};

export interface IdSlot {
  in: 'path' | 'query' | 'body';
  name: string;
  /** An array of ids (one is sent). */
  list: boolean;
}

const propertiesOf = (schema: TSchema | undefined): Record<string, TSchema> => (schema?.properties as Record<string, TSchema>) ?? {};
const isUuid = (schema: TSchema) => schema.format === 'uuid';
/** A member holds ids when its schema says UUID or its name says id (`attemptId` is free text the service reads as one). */
const holdsIds = (name: string, schema: TSchema) =>
  isUuid(schema) || (schema.type === 'array' && isUuid(schema.items as TSchema)) || /(^id|Ids?)$/.test(name);

/** Every id an operation takes: all path parameters, and query and top-level JSON body members that hold ids. */
export function idSlotsOf(operation: ApiOperation): IdSlot[] {
  const path = [...operation.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ in: 'path' as const, name: m[1], list: false }));
  const members = (place: 'query' | 'body', schema: TSchema | undefined) =>
    Object.entries(propertiesOf(schema))
      .filter(([name, member]) => holdsIds(name, member))
      .map(([name, member]) => ({ in: place, name, list: member.type === 'array' }));
  const body = operation.body && 'schema' in operation.body ? operation.body.schema : undefined;
  return [...path, ...members('query', operation.query), ...members('body', body)];
}

const slotName = (slot: IdSlot) => `${slot.in}.${slot.name}`;

function meaningOf(operation: ApiOperation, slot: IdSlot): SlotMeaning | undefined {
  if (slot.in !== 'path') return MEMBERS[`${operation.path} ${slotName(slot)}`] ?? MEMBERS[slotName(slot)];
  return PATH_PARAMS[operation.path.slice(0, operation.path.indexOf(`{${slot.name}}`) + slot.name.length + 2)];
}

/** Requests that reach the check: the query members and bodies an operation needs beside its ids. */
interface RequestShape {
  query?: Record<string, string>;
  /** A JSON body valid by the operation's schema, from the ids of the case. */
  body?: (ids: IdWorld) => unknown;
  /** Raw bytes (uploads), with their content type. */
  bytes?: 'pdf';
}

/** The import the e2e fixture's owner uploads (its pages), completed by a submission naming both assets. */
export const IMPORT_PAGES = { work: 3, scheme: 2 } as const;

/** A complete, valid import submission naming the case's import assets (work and scheme alike: one id a case). */
const submissionOf = (ids: IdWorld) =>
  JSON.parse(
    JSON.stringify(HUMAN_SUBMISSION_EXAMPLE)
      .replaceAll(EXAMPLE_WORK_ASSET_ID, ids.importAsset)
      .replaceAll(EXAMPLE_SCHEME_ASSET_ID, ids.importSchemeAsset),
  );

/**
 * Minimal valid requests of the writes (a 422 would answer before the ownership check, hiding it),
 * by operationId. A new write that takes an id needs an entry here: the matrix fails without one.
 */
export const REQUESTS: Record<string, RequestShape> = {
  updatePaper: { body: () => ({ revision: 2, title: 'Renamed by another owner' }) },
  preparePaperExports: { body: () => ({}) },
  createMarkingSessionFromPaper: { body: (ids) => ({ paperId: ids.paper, revision: 1 }) },
  uploadMarkingAsset: { query: { kind: 'work', name: 'scan.pdf' }, bytes: 'pdf' },
  requestMarkingQuestion: {
    body: (ids) => ({ label: '1', workAssetIds: [ids.sessionAsset], schemeAssetIds: [ids.sessionAsset], pageSelections: {} }),
  },
  startMarking: {},
  cancelMarkingQuestion: {},
  reviewMarkingDecision: {
    body: (ids) => ({ resultRevision: 1, allocationId: ids.allocation, decision: 'withheld', explanation: 'Changed by another owner' }),
  },
  uploadImportAsset: { query: { kind: 'work', name: 'work.pdf' }, bytes: 'pdf' },
  validateMarkingImport: { body: submissionOf },
  completeMarkingImport: { body: submissionOf },
  correctQuestionMapping: { body: (ids) => ({ questionId: ids.markingQuestion, revision: 1, skills: ['cp1-series'] }) },
  correctCriterionMappings: {
    body: (ids) => ({
      questionId: ids.markingQuestion,
      revision: 1,
      rubricVersion: 'v1',
      mappings: [{ criterionId: 'a.1', skill: 'cp1-series' }],
    }),
  },
};

export interface MatrixSlot extends IdSlot {
  kind: IdKind;
  role: Role;
}

/** One request of the matrix: which ids are the owner's (the others exist nowhere). */
export interface MatrixCase {
  name: string;
  owned: (slot: MatrixSlot) => boolean;
}

export interface MatrixOperation {
  operation: ApiOperation;
  slots: MatrixSlot[];
  /** 404 not_found when any id is a reference; otherwise (filters only) the answer to unknown ids. */
  expectsNotFound: boolean;
  cases: MatrixCase[];
  request: RequestShape;
}

export interface IsolationMatrix {
  operations: MatrixOperation[];
  /** Operations whose ids name nothing an owner holds, with why. */
  exempt: Array<{ operationId: string; why: string }>;
  /** What the fixture cannot fill or send: each line a reason the matrix fails. */
  uncovered: string[];
}

/**
 * The cases of an operation: all its ids the owner's; none existing; and, with two ids or more, each
 * one alone the owner's (a lookup of a child by its own id, skipping its parent's owner, shows there).
 */
function casesOf(slots: MatrixSlot[]): MatrixCase[] {
  const cases: MatrixCase[] = [
    { name: "the owner's ids", owned: () => true },
    { name: 'ids that exist nowhere', owned: () => false },
  ];
  if (slots.length < 2) return cases;
  return [...cases, ...slots.map((only) => ({ name: `only ${slotName(only)} the owner's`, owned: (slot: MatrixSlot) => slot === only }))];
}

/** Required query members (without a default) an operation needs that neither its ids nor the request table give. */
const missingQuery = (operation: ApiOperation, slots: IdSlot[], request: RequestShape) =>
  ((operation.query?.required as string[] | undefined) ?? []).filter(
    (name) =>
      propertiesOf(operation.query)[name].default === undefined &&
      !slots.some((slot) => slot.in === 'query' && slot.name === name) &&
      request.query?.[name] === undefined,
  );

export function isolationMatrixOf(operations: readonly ApiOperation[] = API_OPERATIONS): IsolationMatrix {
  const matrix: IsolationMatrix = { operations: [], exempt: [], uncovered: [] };
  for (const operation of operations) {
    const found = idSlotsOf(operation);
    if (!found.length) continue;
    const meanings = found.map((slot) => ({ slot, meaning: meaningOf(operation, slot) }));
    const unknown = meanings.filter(({ meaning }) => !meaning);
    for (const { slot } of unknown)
      matrix.uncovered.push(
        `${operation.operationId} (${operation.method} ${operation.path}) takes ${slotName(slot)}, an id the isolation fixture cannot fill: ` +
          'say which resource it names in e2e/support/isolation-operations.ts (PATH_PARAMS or MEMBERS) and have the fixture own one',
      );
    if (unknown.length) continue;
    const exemption = meanings.map(({ meaning }) => meaning).find((meaning): meaning is Exemption => 'exempt' in meaning!);
    if (exemption) {
      matrix.exempt.push({ operationId: operation.operationId, why: exemption.exempt });
      continue;
    }
    const slots = meanings.map(({ slot, meaning }) => ({ ...slot, ...(meaning as { kind: IdKind; role: Role }) }));
    const request = REQUESTS[operation.operationId] ?? {};
    const needsBody = operation.body !== undefined && !request.body && !request.bytes;
    if (needsBody || missingQuery(operation, slots, request).length)
      matrix.uncovered.push(
        `${operation.operationId} (${operation.method} ${operation.path}) needs a minimal valid ${needsBody ? 'body' : 'query'}: add it to REQUESTS in e2e/support/isolation-operations.ts`,
      );
    else
      matrix.operations.push({
        operation,
        slots,
        expectsNotFound: slots.some((slot) => slot.role === 'reference'),
        cases: casesOf(slots),
        request,
      });
  }
  return matrix;
}

/** The matrix's size (`32 operations × 2–5 cases = 88 requests`), as the suite prints it and docs/owner-isolation.md quotes it. */
export function matrixSizeOf(matrix: IsolationMatrix): { operations: number; requests: number; minCases: number; maxCases: number } {
  const counts = matrix.operations.map((entry) => entry.cases.length);
  return {
    operations: counts.length,
    requests: counts.reduce((a, b) => a + b, 0),
    minCases: Math.min(...counts),
    maxCases: Math.max(...counts),
  };
}

/** Well-formed ids of every kind that name nothing (fresh UUIDs; a revision and an allocation no paper or result has). */
export function nowhere(): IdWorld {
  return {
    paper: randomUUID(),
    paperRevision: '9',
    session: randomUUID(),
    sessionAsset: randomUUID(),
    markingQuestion: randomUUID(),
    allocation: 'z.99',
    import: randomUUID(),
    importAsset: randomUUID(),
    importSchemeAsset: randomUUID(),
    attempt: randomUUID(),
  };
}

export interface MatrixRequest {
  method: string;
  /** Relative to the `/v1` base. */
  path: string;
  body?: unknown;
  bytes?: 'pdf';
  idempotencyKey: boolean;
}

/** The request of one case: each id from the owner's world when the case says so, else from nowhere. */
export function requestOf(entry: MatrixOperation, matrixCase: MatrixCase, owner: IdWorld, none: IdWorld): MatrixRequest {
  const valueOf = (slot: MatrixSlot) => (matrixCase.owned(slot) ? owner : none)[slot.kind];
  // Ids in a body beyond its slots (an import's asset ids) follow the case: the owner's only when all are.
  const base = entry.slots.every(matrixCase.owned) ? owner : none;
  const ids = { ...base, ...Object.fromEntries(entry.slots.map((slot) => [slot.kind, valueOf(slot)])) } as IdWorld;
  const bodySlots = entry.slots.filter((slot) => slot.in === 'body');
  const body = entry.request.body?.(ids) as Record<string, unknown> | undefined;
  for (const slot of bodySlots) body![slot.name] = slot.list ? [valueOf(slot)] : valueOf(slot);
  const query = new URLSearchParams(entry.request.query);
  for (const slot of entry.slots.filter((s) => s.in === 'query')) query.set(slot.name, valueOf(slot));
  const path = entry.slots
    .filter((slot) => slot.in === 'path')
    .reduce((built, slot) => built.replace(`{${slot.name}}`, encodeURIComponent(valueOf(slot))), entry.operation.path);
  return {
    method: entry.operation.method,
    path: query.size ? `${path}?${query}` : path,
    body,
    bytes: entry.request.bytes,
    idempotencyKey: entry.operation.idempotencyKey === 'required',
  };
}
