import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { MarkedQuestionEvent, MarkingResult } from '@pp/contracts';
import { type DomainEvent, openDataSource } from '@pp/platform';
import { createTestDatabase, type TestDatabase } from '@pp/testing';
import type { QuestionBankClient } from '../peers/question-bank.client.js';
import { progressService } from '../progress.database.js';
import { EvidenceRepository } from './evidence.repository.js';
import { EvidenceService } from './evidence.service.js';

const allocation = (id: string, decision: 'awarded' | 'withheld' | 'uncertain', reviewed = false) => ({
  id,
  partId: 'a',
  code: 'B1',
  requirement: 'r',
  dependsOn: [],
  decision,
  counted: decision,
  explanation: 'e',
  evidence: [],
  conditionChecks: [],
  reviewed,
});

function event(
  ownerId: string,
  questionId: string,
  revision: number,
  allocations: ReturnType<typeof allocation>[],
): DomainEvent<MarkedQuestionEvent> {
  const result = {
    revision,
    source: { kind: 'imported', importId: randomUUID(), marker: 'human', name: 'T', markedAt: '2026-11-24T10:00:00Z' },
    allocations,
  } as unknown as MarkingResult;
  return {
    id: randomUUID(),
    subject: 'events.marking.question-completed',
    occurredAt: new Date().toISOString(),
    ownerId,
    data: { sessionId: questionId, questionId, label: '1', status: 'completed', pin: null, result },
  };
}

/** Evidence intake on a real database: a redelivered event and an older result change nothing. */
describe('EvidenceService (real database)', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let repository: EvidenceRepository;
  let service: EvidenceService;

  beforeAll(async () => {
    database = await createTestDatabase('pp_progress_evidence');
    dataSource = await openDataSource(progressService, { url: database.url, poolSize: 2, runMigrations: true });
    repository = new EvidenceRepository(dataSource);
    // Events of questions without a bank pin never ask the bank.
    service = new EvidenceService(repository, null as unknown as QuestionBankClient);
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  const history = async (owner: string) =>
    (await repository.records(owner, 'evidence_history', 0, 100, null)).map((r) => `${r.criterion_id}:${r.decision}:${r.state}`);

  it('applies a redelivered event once', async () => {
    const owner = randomUUID();
    const first = event(owner, randomUUID(), 1, [allocation('m', 'awarded'), allocation('a', 'uncertain')]);
    await service.applyMarkedQuestion('test', first);
    await service.applyMarkedQuestion('test', first);
    expect(await history(owner)).toEqual(['m:awarded:scored', 'a:uncertain:unresolved']);
    expect(await repository.standings(owner)).toEqual([
      expect.objectContaining({ skill: null, marks: [true], unresolved: 1, provisional: 0 }),
    ]);
  });

  it('replaces a decision by a later result revision, and ignores an earlier one arriving late', async () => {
    const owner = randomUUID();
    const question = randomUUID();
    await service.applyMarkedQuestion('test', event(owner, question, 2, [allocation('m', 'withheld', true)]));
    await service.applyMarkedQuestion('test', event(owner, question, 1, [allocation('m', 'uncertain')]));
    expect(await history(owner)).toEqual(['m:withheld:scored']);
    await service.applyMarkedQuestion('test', event(owner, question, 3, [allocation('m', 'awarded', true)]));
    expect(await history(owner)).toEqual(['m:withheld:scored', 'm:awarded:scored']);
    const records = await repository.records(owner, 'evidence', 0, 100, null);
    expect(records.map((r) => r.decision)).toEqual(['awarded']);
  });
});
