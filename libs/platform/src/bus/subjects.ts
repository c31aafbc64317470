const TOKEN = /^[A-Za-z0-9_-]+$/;

/**
 * A bus namespace (also used in JetStream stream names) must be one subject token without dots or
 * wildcards, so `${namespace}.` prefixes stay unambiguous and `${namespace}_EVENTS` is a legal stream name.
 */
export function assertNamespace(namespace: string): string {
  if (!TOKEN.test(namespace)) throw new Error(`Invalid bus namespace "${namespace}": use letters, digits, '_' or '-'`);
  return namespace;
}

/** A concrete subject (one a message is sent to): dot-separated non-empty tokens, no wildcards or spaces. */
export function isConcreteSubject(subject: string): boolean {
  return subject.split('.').every((token) => /^[A-Za-z0-9_-]+$/.test(token));
}

/** A subscription filter: like a concrete subject, but `*` may stand for one token and a final `>` for the rest. */
export function isSubjectFilter(filter: string): boolean {
  const tokens = filter.split('.');
  return tokens.every((token, i) => token === '*' || (token === '>' && i === tokens.length - 1) || /^[A-Za-z0-9_-]+$/.test(token));
}

/**
 * NATS subject matching: `*` matches exactly one token, `>` (last only) matches one or more
 * remaining tokens. Used by the in-process transports so embedded mode routes like NATS does.
 */
export function subjectMatches(filter: string, subject: string): boolean {
  const f = filter.split('.');
  const s = subject.split('.');
  for (let i = 0; i < f.length; i++) {
    if (f[i] === '>') return i === f.length - 1 && s.length > i;
    if (i >= s.length) return false;
    if (f[i] !== '*' && f[i] !== s[i]) return false;
  }
  return f.length === s.length;
}

/** Queue group of an RPC subject: the service part of `rpc.<service>.<operation>`. */
export function queueOfRpcSubject(subject: string): string {
  const [prefix, service, ...operation] = subject.split('.');
  if (prefix !== 'rpc' || !service || operation.length === 0 || !isConcreteSubject(subject)) {
    throw new Error(`"${subject}" is not an RPC subject of the form rpc.<service>.<operation>`);
  }
  return service;
}
