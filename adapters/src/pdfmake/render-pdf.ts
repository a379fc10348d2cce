import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism, setPriority } from 'node:os';
import { dirname } from 'node:path';

/** Every document's creation date: the same answers always give the same bytes. */
export const FIXED_CREATION_DATE = new Date(Date.UTC(2000, 0, 1));

/** A footer drawn on every page; `{page}` and `{pages}` are filled in by the renderer. */
export interface FooterTemplate {
  readonly columns: readonly { readonly text: string; readonly alignment: 'left' | 'right' }[];
  readonly margin: readonly number[];
  readonly fontSize: number;
}

/** A pdfmake document that crosses to a worker: plain data, its footer as a template. */
export interface PdfDefinition extends Record<string, unknown> {
  readonly footerTemplate?: FooterTemplate;
}

/**
 * The worker's code: pdfmake on the standard Times face (no font file is parsed or embedded),
 * no URL or file access beyond the face names, the footer built from its template.
 */
const WORKER_SOURCE = `
const workerData = JSON.parse(process.env.BEQUEST_RENDER_WORKER);
const parentPort = { on: (event, listener) => process.on(event, listener), postMessage: (message) => process.send(message) };
const pdfmake = require(workerData.pdfmake);
const Times = require(workerData.times);
const faces = new Set(Object.values(Times.Times));
pdfmake.setFonts(Times);
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => faces.has(path));
// pdfkit parses a standard face's metrics file anew for every document, and looks kerning up by
// a string it builds for every pair of letters. The parsed metrics are read-only: each face is
// parsed once per worker, its kerning kept as a table of tables.
const PDFDocument = require(workerData.pdfkit);
const AFMFont = new PDFDocument().font('Times-Roman')._font.font.constructor;
const parseMetrics = AFMFont.prototype.parse;
const parsedMetrics = new Map();
AFMFont.prototype.parse = function (contents) {
  const parsed = parsedMetrics.get(contents);
  if (parsed) return Object.assign(this, parsed);
  parseMetrics.call(this, contents);
  const kerning = new Map();
  for (const [pair, value] of Object.entries(this.kernPairs)) {
    const [left, right] = pair.split('\\0');
    if (!kerning.has(left)) kerning.set(left, new Map());
    kerning.get(left).set(right, value);
  }
  const { attributes, glyphWidths, boundingBoxes, kernPairs } = this;
  parsedMetrics.set(contents, { attributes, glyphWidths, boundingBoxes, kernPairs, kerning });
  this.kerning = kerning;
};
AFMFont.prototype.getKernPair = function (left, right) {
  return this.kerning.get(left)?.get(right) ?? 0;
};
parentPort.on('message', async ({ id, definition }) => {
  try {
    const { footerTemplate, ...rest } = definition;
    if (footerTemplate)
      rest.footer = (page, pages) => ({
        columns: footerTemplate.columns.map((column) => ({
          ...column,
          text: column.text.replace('{page}', String(page)).replace('{pages}', String(pages)),
        })),
        margin: footerTemplate.margin,
        fontSize: footerTemplate.fontSize,
      });
    const buffer = await pdfmake.createPdf(rest).getBuffer();
    parentPort.postMessage({ id, buffer });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

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

  constructor(private readonly size = Math.max(1, availableParallelism() - 1)) {}

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
            creationDate: FIXED_CREATION_DATE,
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
      const worker = spawn(process.execPath, ['-e', WORKER_SOURCE], {
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        serialization: 'advanced',
        env: {
          ...process.env,
          BEQUEST_RENDER_WORKER: JSON.stringify({
            pdfmake: require.resolve('pdfmake'),
            times: require.resolve('pdfmake/standard-fonts/Times'),
            pdfkit: require.resolve('pdfkit', { paths: [dirname(require.resolve('pdfmake'))] }),
          }),
        },
      });
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
