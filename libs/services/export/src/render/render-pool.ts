import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Piscina } from 'piscina';
import { EXPORT_CONFIG, type ExportConfig } from '../export.config.js';
import type { RenderResult, RenderTask } from './render-task.js';

/**
 * A render thread's heap. Old generation: the 24 largest questions of the bank, 73 pages, render in
 * 288 MB (slowly, collecting near the cap); 320 leaves room, and a runaway render fails its job rather
 * than the process. Young generation: capped at 32 MB, which took about 70 MB off the process's peak
 * RSS for about 10 to 20 % more render time (V8 sizes it larger by default; docs/performance.md).
 */
const THREAD_HEAP = { maxOldGenerationSizeMb: 320, maxYoungGenerationSizeMb: 32 };

/** How long after start-up the threads start when no render asked for them sooner: a start does not wait on their loading. */
const THREADS_START_DELAY_MS = 3_000;

/**
 * The render threads (piscina): rendering is CPU-bound, so it runs here and the service's event loop
 * keeps answering RPCs and sending job heartbeats meanwhile. The threads start with the first render,
 * or a few seconds after start-up, and stay (fonts and MathJax, about a second of loading each, loaded
 * once); with EXPORTS_ENABLED=false there are none.
 */
@Injectable()
export class RenderPool implements OnApplicationBootstrap, OnApplicationShutdown {
  private pool?: Piscina<RenderTask, RenderResult>;
  private startTimer?: NodeJS.Timeout;
  private closed = false;

  constructor(@Inject(EXPORT_CONFIG) private readonly config: ExportConfig) {}

  onApplicationBootstrap(): void {
    if (this.config.EXPORTS_ENABLED) this.startTimer = setTimeout(() => this.threads(), THREADS_START_DELAY_MS).unref();
  }

  /** Renders both documents; `signal` aborts the render (the thread is replaced). */
  render(task: RenderTask, signal: AbortSignal): Promise<RenderResult> {
    if (!this.config.EXPORTS_ENABLED) throw new Error('exports are turned off: no render threads');
    return this.threads().run(task, { signal });
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    clearTimeout(this.startTimer);
    await this.pool?.destroy();
    this.pool = undefined;
  }

  private threads(): Piscina<RenderTask, RenderResult> {
    // After shutdown no thread may start: it would keep the process alive.
    if (this.closed) throw new Error('the render threads are shut down');
    const threads = this.config.EXPORT_RENDER_THREADS;
    return (this.pool ??= new Piscina({
      // Beside this file in dist: the compiled worker, its imports resolved there.
      filename: new URL('./render.worker.js', import.meta.url).href,
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: Number.POSITIVE_INFINITY,
      atomics: 'async',
      resourceLimits: THREAD_HEAP,
      // React's production build whatever the process runs as: its development build keeps a debug
      // stack for each of a paper's tens of thousands of elements (about a fifth of the render's time).
      env: { ...process.env, NODE_ENV: 'production' },
    }));
  }
}
