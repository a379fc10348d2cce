import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism, setPriority } from 'node:os';
import { dirname } from 'node:path';
import { renderWorkerSource } from './render-worker-source';

/** A footer drawn on every page; `{page}` and `{pages}` are filled in by the renderer. */
export interface FooterTemplate {
  readonly columns: readonly { readonly text: string; readonly alignment: 'left' | 'right' }[];
  readonly margin: readonly number[];
  readonly fontSize: number;
}

/** One instrument of a document: its content and its own page numbering. */
export interface Instrument {
  readonly footerTemplate: FooterTemplate;
  readonly content: readonly unknown[];
}

/**
 * A pdfmake document that crosses to a worker: plain data, its footer as a template; or a run of
 * instruments, each starting on a page of its own and numbered on its own.
 */
export interface PdfDefinition extends Record<string, unknown> {
  readonly footerTemplate?: FooterTemplate;
  readonly instruments?: readonly Instrument[];
}

/**
 * A document's layout allocates tens of megabytes of short-lived objects: with a young generation
 * that holds them, a render no longer spends a third of its time collecting garbage.
 */
const WORKER_FLAGS = ['--min-semi-space-size=64', '--max-semi-space-size=64'];

interface Pending {
  resolve(buffer: Buffer): void;
  reject(error: Error): void;
}

/** How much less CPU priority the renderers get than the API (a nice value, 0-19). */
const RENDERER_NICENESS = 10;

/**
 * Renders PDFs in worker processes: rendering is CPU-bound, and off the event loop and at a
 * lower scheduling priority it does not hold up other requests. Workers start on first use and
 * keep the process alive only while they render.
 */
export class PdfRenderPool {
  private readonly workers: { worker: ChildProcess; busy: number }[] = [];
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  constructor(
    private readonly size = Math.max(1, availableParallelism() - 1),
    private readonly options: {
      /** Off only to prove that the worker's speed-ups change no byte of a document. */
      readonly speedUps?: boolean;
    } = {},
  ) {}

  render(
    definition: PdfDefinition,
    options: { readonly compress?: boolean } = {},
  ): Promise<Buffer> {
    const slot = this.leastBusy();
    const id = this.nextId++;
    slot.busy += 1;
    slot.worker.ref();
    slot.worker.channel?.ref();
    return new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      slot.worker.send({
        id,
        definition: {
          ...definition,
          compress: options.compress ?? true,
          info: {
            ...(definition.info as object),
            producer: 'Bequest',
            creator: 'Bequest',
          },
          defaultStyle: {
            font: 'Times',
            fontSize: 11.5,
            lineHeight: 1.25,
            ...(definition.defaultStyle as object),
          },
        },
      });
    }).finally(() => {
      slot.busy -= 1;
      if (slot.busy === 0) {
        slot.worker.unref();
        slot.worker.channel?.unref();
      }
    });
  }

  async close(): Promise<void> {
    for (const { worker } of this.workers.splice(0)) worker.kill();
  }

  private leastBusy() {
    if (this.workers.length < this.size) {
      const worker = spawn(
        process.execPath,
        [...WORKER_FLAGS, '-e', renderWorkerSource(this.options.speedUps ?? true)],
        {
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
          serialization: 'advanced',
          env: {
            ...process.env,
            BEQUEST_RENDER_WORKER: JSON.stringify({
              pdfmake: require.resolve('pdfmake'),
              times: require.resolve('pdfmake/standard-fonts/Times'),
              pdfkit: require.resolve('pdfkit', { paths: [dirname(require.resolve('pdfmake'))] }),
              styleStack: require.resolve('pdfmake/js/StyleContextStack'),
            }),
          },
        },
      );
      if (worker.pid) setPriority(worker.pid, RENDERER_NICENESS);
      worker.on('message', (message: { id: number; buffer?: Uint8Array; error?: string }) => {
        const pending = this.pending.get(message.id);
        this.pending.delete(message.id);
        if (message.buffer) pending?.resolve(Buffer.from(message.buffer));
        else pending?.reject(new Error(message.error ?? 'PDF rendering failed'));
      });
      worker.unref();
      worker.channel?.unref();
      const slot = { worker, busy: 0 };
      this.workers.push(slot);
      return slot;
    }
    return this.workers.reduce((least, slot) => (slot.busy < least.busy ? slot : least));
  }
}
