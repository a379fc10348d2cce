import type { DocumentRenderer, RenderedTestator } from '@bequest/application';
import type { EstatePlan } from '@bequest/domain';
import { renderPdf } from './render-pdf';
import { willDocument } from './will/will-document';

export class PdfmakeDocumentRenderer implements DocumentRenderer {
  renderWill(plan: EstatePlan, testator: RenderedTestator): Promise<Buffer> {
    return renderPdf(willDocument(plan, testator));
  }
}
