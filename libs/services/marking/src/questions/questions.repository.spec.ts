import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { MarkingQuestionStatus } from '@pp/contracts';
import { openDataSource } from '@pp/platform';
import { createTestDatabase, type TestDatabase } from '@pp/testing';
import { markingService } from '../marking.database.js';
import { SessionsRepository } from '../sessions/sessions.repository.js';
import { QuestionsRepository } from './questions.repository.js';

/** The question lifecycle the SQL keeps, on a real database: what a start queues, re-marking, the labels of current questions. */
describe('QuestionsRepository (real database)', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let questions: QuestionsRepository;
  let sessions: SessionsRepository;
  const owner = randomUUID();

  const newSession = async () => {
    const id = randomUUID();
    await dataSource.transaction((manager) => sessions.insertSession(manager, owner, id, 'session', new Date().toISOString()));
    return id;
  };
  const record = (sessionId: string, label: string, supersedes: string | null = null) =>
    dataSource.transaction((manager) =>
      questions.insert(manager, owner, sessionId, {
        id: randomUUID(),
        label,
        origin: 'requested',
        workAssetIds: [],
        schemeAssetIds: [],
        pageSelections: {},
        rubric: null,
        status: 'queued',
        result: null,
        supersedes,
        at: new Date(),
      }),
    );
  const start = (sessionId: string) =>
    dataSource.transaction(async (manager) => {
      const startable = await questions.lockStartable(manager, owner, sessionId);
      for (const question of startable) await questions.queue(manager, question.id, new Date());
      return startable.map((question) => question.id);
    });
  const finish = (questionId: string, status: MarkingQuestionStatus) =>
    dataSource.transaction((manager) => questions.finishRun(manager, questionId, 1, { status }, new Date()));

  beforeAll(async () => {
    database = await createTestDatabase('pp_marking_questions');
    dataSource = await openDataSource(markingService, { url: database.url, poolSize: 3, runMigrations: true });
    questions = new QuestionsRepository(dataSource);
    sessions = new SessionsRepository(dataSource);
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('starts only questions never started: failed and cancelled ones stay as they are', async () => {
    const sessionId = await newSession();
    const [failed, cancelled, completed] = [await record(sessionId, '1'), await record(sessionId, '2'), await record(sessionId, '3')];
    expect((await sessions.session(owner, sessionId))!.waitingForStart).toEqual([failed.id, cancelled.id, completed.id]);
    expect(await start(sessionId)).toEqual([failed.id, cancelled.id, completed.id]);
    await finish(failed.id, 'failed');
    await finish(cancelled.id, 'cancelled');
    await finish(completed.id, 'completed');
    const waiting = await record(sessionId, '4');

    expect(await start(sessionId)).toEqual([waiting.id]);
    expect(await start(sessionId)).toEqual([]);
    const session = (await sessions.session(owner, sessionId))!;
    expect(session.waitingForStart).toEqual([]);
    expect(session.questions.map((q) => [q.label, q.status, q.attempts])).toEqual([
      ['1', 'failed', 1],
      ['2', 'cancelled', 1],
      ['3', 'completed', 1],
      ['4', 'queued', 1],
    ]);
  });

  it('cancels a question still waiting for start: a start then has nothing to queue', async () => {
    const sessionId = await newSession();
    const waiting = await record(sessionId, '1');
    const cancelled = await dataSource.transaction((manager) =>
      questions.finishRun(manager, waiting.id, 0, { status: 'cancelled' }, new Date()),
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', run: 0 });
    expect(await start(sessionId)).toEqual([]);
    expect((await sessions.session(owner, sessionId))!.waitingForStart).toEqual([]);
  });

  it('re-marks a failed question as a new one: the old one superseded, the label’s current question the new one', async () => {
    const sessionId = await newSession();
    const first = await record(sessionId, '1');
    await start(sessionId);
    await finish(first.id, 'failed');
    const again = await record(sessionId, '1', first.id);

    const session = (await sessions.session(owner, sessionId))!;
    expect(session.questions.map((q) => [q.id, q.status, q.supersededBy])).toEqual([
      [first.id, 'failed', again.id],
      [again.id, 'queued', null],
    ]);
    expect(session.waitingForStart).toEqual([again.id]);
    const current = await dataSource.transaction((manager) => questions.byLabel(manager, sessionId, '1'));
    expect(current?.id).toBe(again.id);
  });

  it('never lets a second current question take a label, nor supersedes a question that is not failed or cancelled', async () => {
    const sessionId = await newSession();
    const waiting = await record(sessionId, '1');
    await expect(record(sessionId, '1')).rejects.toThrow(/questions_current_label_idx/);
    await expect(record(sessionId, '1', waiting.id)).rejects.toThrow(/questions_superseded_check/);
    expect((await sessions.session(owner, sessionId))!.questions.map((q) => [q.id, q.supersededBy])).toEqual([[waiting.id, null]]);
  });
});
