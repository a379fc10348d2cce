import type { DocumentRenderer, RenderedTestator } from '@bequest/application';
import type { EstatePlan } from '@bequest/domain';
import { PdfRenderPool } from './render-pdf';
import { trustDocument } from './trust/trust-document';
import { willDocument } from './will/will-document';

/** The documents as PDFs, rendered by pdfmake on worker threads. */
export class PdfmakeDocumentRenderer implements DocumentRenderer {
  constructor(private readonly pool = new PdfRenderPool()) {}

  renderWill(plan: EstatePlan, testator: RenderedTestator): Promise<Buffer> {
    return this.pool.render(willDocument(plan, testator));
  }

  renderTrust(plan: EstatePlan, grantors: readonly RenderedTestator[]): Promise<Buffer> {
    return this.pool.render(trustDocument(plan, grantors));
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
