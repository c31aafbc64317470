// Where the CPU goes during a run (Linux /proc; elsewhere every figure is NaN and the runner carries on):
// the process listening on the target's port, all `postgres` processes (the local cluster and any
// embedded one), the load generator (this process), and the rest of the machine, of which the
// stacks' own processes (our apps, the NATS server) are named.
import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

let ticksPerSecond = 100;
try {
  ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
} catch {
  /* default USER_HZ */
}
const MS_PER_TICK = 1000 / ticksPerSecond;

const pids = () => {
  try {
    return readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .map(Number);
  } catch {
    return [];
  }
};

/** [comm, user+system CPU ms] of a process, or undefined when it is gone. */
function statOf(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = text.lastIndexOf(')');
    const comm = text.slice(text.indexOf('(') + 1, close);
    const fields = text.slice(close + 2).split(' ');
    // fields[0] is the state (field 3); utime and stime are fields 14 and 15.
    return [comm, (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK];
  } catch {
    return undefined;
  }
}

/** The pid listening on a loopback TCP port, or undefined. */
export function pidListeningOn(port) {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols.length > 9 && cols[1].endsWith(`:${hexPort}`) && cols[3] === '0A') inodes.add(cols[9]);
    }
  }
  if (!inodes.size) return undefined;
  for (const pid of pids()) {
    let fds = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const link = readlinkSync(`/proc/${pid}/fd/${fd}`);
        if (link.startsWith('socket:[') && inodes.has(link.slice(8, -1))) return pid;
      } catch {
        /* fd closed meanwhile */
      }
    }
  }
  return undefined;
}

export function processCpuMs(pid) {
  return pid ? (statOf(pid)?.[1] ?? NaN) : NaN;
}

/** A process's peak resident set so far (VmHWM), in MiB; NaN when it is gone. */
export function peakRssMiB(pid) {
  try {
    const kib = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kib ? Number(kib) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** The pids of every running process with this command name (e.g. `nats-server`). */
export function pidsNamed(name) {
  return pids().filter((pid) => statOf(pid)?.[0] === name);
}

/** Total CPU ms of every process named `postgres`, by pid (so processes that come and go can be matched). */
export function postgresCpuMs() {
  const byPid = new Map();
  for (const pid of pids()) {
    const stat = statOf(pid);
    if (stat && stat[0] === 'postgres') byPid.set(pid, stat[1]);
  }
  return byPid;
}

/** CPU ms used by postgres processes between two snapshots (new processes count from zero). */
export function postgresDelta(before, after) {
  let sum = 0;
  for (const [pid, ms] of after) sum += ms - (before.get(pid) ?? 0);
  return sum;
}

/** What a process of ours is: `<app>` for `node …/apps/<app>/src/main.js`, `nats-server`, else undefined. */
function stackProcessName(pid, comm) {
  if (comm === 'nats-server') return comm;
  try {
    const app = /apps\/([a-z-]+)\/src\/main\.js/.exec(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
    return app?.[1];
  } catch {
    return undefined;
  }
}

/** CPU ms of every process of the stacks (see stackProcessName), by pid, with its name. */
export function stackProcessesCpuMs() {
  const byPid = new Map();
  for (const pid of pids()) {
    const stat = statOf(pid);
    const name = stat && stackProcessName(pid, stat[0]);
    if (name) byPid.set(pid, { name, ms: stat[1] });
  }
  return byPid;
}

/** CPU ms per process name between two snapshots, leaving out `excludePid` (the target's server). */
export function stackProcessesDelta(before, after, excludePid) {
  const byName = {};
  for (const [pid, { name, ms }] of after) {
    if (pid === excludePid) continue;
    byName[name] = (byName[name] ?? 0) + ms - (before.get(pid)?.ms ?? 0);
  }
  return byName;
}

/** Whole-machine CPU time (ms, all cores) busy and total, from os.cpus(). */
export function machineCpu() {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus()) {
    const sum = times.user + times.nice + times.sys + times.irq + times.idle;
    total += sum;
    busy += sum - times.idle;
  }
  return { busy, total };
}
