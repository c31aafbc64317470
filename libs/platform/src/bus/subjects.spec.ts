import { assertNamespace, isConcreteSubject, isSubjectFilter, queueOfRpcSubject, subjectMatches } from './subjects.js';

describe('subjectMatches (NATS wildcard semantics)', () => {
  it.each([
    ['events.marking.done', 'events.marking.done', true],
    ['events.marking.done', 'events.marking.started', false],
    ['events.*.done', 'events.marking.done', true],
    ['events.*.done', 'events.marking.x.done', false],
    ['events.*', 'events.marking.done', false],
    ['events.>', 'events.marking.done', true],
    ['events.>', 'events.marking', true],
    ['events.>', 'events', false],
    ['events.marking.>', 'events.import.done', false],
    ['*.marking.>', 'events.marking.a.b.c', true],
    ['>', 'anything.at.all', true],
    ['events.marking', 'events.marking.done', false],
    ['events.marking.done.more', 'events.marking.done', false],
  ])('%s vs %s -> %s', (filter, subject, expected) => {
    expect(subjectMatches(filter, subject)).toBe(expected);
  });
});

describe('subject validation', () => {
  it('accepts concrete subjects and filters', () => {
    expect(isConcreteSubject('rpc.paper.create')).toBe(true);
    expect(isConcreteSubject('rpc.paper.*')).toBe(false);
    expect(isConcreteSubject('rpc..create')).toBe(false);
    expect(isConcreteSubject('rpc.pa per.create')).toBe(false);
    expect(isSubjectFilter('events.*.done')).toBe(true);
    expect(isSubjectFilter('events.>')).toBe(true);
    expect(isSubjectFilter('events.>.done')).toBe(false);
    expect(isSubjectFilter('events.')).toBe(false);
  });

  it('takes the queue group from the service part of an RPC subject', () => {
    expect(queueOfRpcSubject('rpc.question-bank.search')).toBe('question-bank');
    expect(() => queueOfRpcSubject('events.marking.done')).toThrow();
    expect(() => queueOfRpcSubject('rpc.paper')).toThrow();
  });

  it('accepts a namespace only as one token', () => {
    expect(assertNamespace('pp-prod_1')).toBe('pp-prod_1');
    expect(() => assertNamespace('pp.prod')).toThrow();
    expect(() => assertNamespace('')).toThrow();
    expect(() => assertNamespace('a*')).toThrow();
  });
});
