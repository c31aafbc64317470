import cliProgress from 'cli-progress';

/** Progress on stderr, never stdout: a bar at a terminal, else a line each time the status changes (logs, CI, pipes). */
export interface ProgressDisplay {
  show(status: string, value: number, total: number): void;
  stop(): void;
}

export function progressDisplay(stream: NodeJS.WriteStream = process.stderr): ProgressDisplay {
  if (!stream.isTTY) {
    let last = '';
    return {
      show(status) {
        if (status !== last) stream.write(`${status}\n`);
        last = status;
      },
      stop() {},
    };
  }
  const bar = new cliProgress.SingleBar(
    { stream, format: '{bar} {status}', barsize: 24, hideCursor: false, clearOnComplete: false },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  return {
    show(status, value, total) {
      if (!started) bar.start(Math.max(total, 1), value, { status });
      else bar.setTotal(Math.max(total, 1));
      started = true;
      bar.update(value, { status });
    },
    stop() {
      if (started) bar.stop();
      started = false;
    },
  };
}
