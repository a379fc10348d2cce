import type { DocumentRenderer, RenderedPerson } from '@bequest/application';
import type { Ahcd, BeneficiaryPlan, Dfpoa, EstatePlan } from '@bequest/domain';
import { beneficiaryPlanDocument } from './beneficiary-plan/beneficiary-plan-document';
import { ahcdDocument } from './ahcd/ahcd-document';
import { dfpoaDocument } from './dfpoa/dfpoa-document';
import { PdfRenderPool } from './render-pdf';
import { trustDocument } from './trust/trust-document';
import { willDocument } from './will/will-document';

/** The documents as PDFs, rendered by pdfmake in worker processes (ADR 0006). */
export class PdfmakeDocumentRenderer implements DocumentRenderer {
  constructor(private readonly pool = new PdfRenderPool()) {}

  renderWill(plan: EstatePlan, testator: RenderedPerson): Promise<Buffer> {
    return this.pool.render(willDocument(plan, testator));
  }

  renderTrust(plan: EstatePlan, grantors: readonly RenderedPerson[]): Promise<Buffer> {
    return this.pool.render(trustDocument(plan, grantors));
  }

  renderAhcd(ahcd: Ahcd, declarant: RenderedPerson): Promise<Buffer> {
    return this.pool.render(ahcdDocument(ahcd, declarant));
  }

  renderDfpoa(dfpoa: Dfpoa, principal: RenderedPerson): Promise<Buffer> {
    return this.pool.render(dfpoaDocument(dfpoa, principal));
  }

  renderBeneficiaryPlan(
    plan: BeneficiaryPlan,
    owner: Pick<RenderedPerson, 'fullName'>,
  ): Promise<Buffer> {
    return this.pool.render(beneficiaryPlanDocument(plan, owner));
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
