import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Piscina } from 'piscina';
import { markingPagesRead } from '@pp/platform';
import { PAGE_RENDER_WORKER, type PageRenderTask, type RgbaImage } from '@pp/paper-pdf/identity';
import { MARKING_CONFIG, type MarkingConfig } from '../marking.config.js';

/**
 * Renders work and scheme pages (mupdf) in worker threads of their own, so the service's event loop
 * keeps answering RPCs and sending job heartbeats while a page renders, and the pages of an upload
 * render side by side. The threads start on first use and stay (mupdf's WASM loaded once a thread).
 */
@Injectable()
export class PageRenderer implements OnApplicationShutdown {
  private pool?: Piscina<PageRenderTask, RgbaImage>;

  constructor(@Inject(MARKING_CONFIG) private readonly config: MarkingConfig) {}

  /** Page `pageNumber` (from 1) of a PDF or an image, as displayed, at `dpi`. */
  render(bytes: Uint8Array, mediaType: string, pageNumber: number, dpi: number, signal?: AbortSignal): Promise<RgbaImage> {
    this.pool ??= new Piscina({
      filename: PAGE_RENDER_WORKER.href,
      minThreads: this.config.MARKING_RENDER_THREADS,
      maxThreads: this.config.MARKING_RENDER_THREADS,
      idleTimeout: Number.POSITIVE_INFINITY,
    });
    markingPagesRead.inc();
    return this.pool.run({ bytes, mediaType, pageIndex: pageNumber - 1, dpi }, { signal });
  }

  /**
   * `pages` of one file rendered, as many at once as there are threads, and handed to `visit` in
   * order, each as soon as it and those before it are done: at most a thread's worth of pages is held
   * beyond the one being visited. The file's bytes are shared with the threads, not copied to each task.
   */
  async visit(
    bytes: Uint8Array,
    mediaType: string,
    dpi: number,
    pages: readonly number[],
    visit: (image: RgbaImage, page: number) => void | Promise<void>,
    signal?: AbortSignal,
  ): Promise<void> {
    const shared = new Uint8Array(new SharedArrayBuffer(bytes.byteLength));
    shared.set(bytes);
    const ahead = this.config.MARKING_RENDER_THREADS;
    const rendering = new Map<number, Promise<RgbaImage>>();
    for (let index = 0; index < pages.length; index += 1) {
      for (let next = index; next < Math.min(pages.length, index + ahead); next += 1) {
        if (rendering.has(next)) continue;
        const image = this.render(shared, mediaType, pages[next], dpi, signal);
        // Awaited in order below; a later page failing first must not be an unhandled rejection meanwhile.
        image.catch(() => undefined);
        rendering.set(next, image);
      }
      const image = await rendering.get(index)!;
      rendering.delete(index);
      await visit(image, pages[index]);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool?.destroy();
    this.pool = undefined;
  }
}
