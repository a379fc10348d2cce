import type { DocumentRenderer, RenderedPerson } from '@bequest/application';
import type {
  Ahcd,
  BeneficiaryPlan,
  DafGrant,
  Dfpoa,
  EstatePlan,
  QcdGift,
  SigningGuide,
  StockGift,
} from '@bequest/domain';
import { beneficiaryPlanDocument } from './beneficiary-plan/beneficiary-plan-document';
import { ahcdDocument } from './ahcd/ahcd-document';
import { dfpoaDocument } from './dfpoa/dfpoa-document';
import { grantRecommendationDocument } from './gifts/grant-recommendation';
import { qcdCustodianLetterDocument } from './gifts/qcd-custodian-letter';
import { stockGiftLetterDocument } from './gifts/stock-gift-letter';
import { taxAcknowledgementDocument } from './gifts/tax-acknowledgement';
import { PdfRenderPool } from './render-pdf';
import { signingGuideDocument } from './signing-guide/signing-guide-document';
import { trustDocument } from './trust/trust-document';
import { willDocument } from './will/will-document';

/** The documents as PDFs, rendered by pdfmake in worker processes (ADR 0006). */
export class PdfmakeDocumentRenderer implements DocumentRenderer {
  constructor(private readonly pool = new PdfRenderPool()) {}

  renderWill(plan: EstatePlan, testator: RenderedPerson, date: Date): Promise<Buffer> {
    return this.pool.render(willDocument(plan, testator, date));
  }

  renderTrust(plan: EstatePlan, grantors: readonly RenderedPerson[], date: Date): Promise<Buffer> {
    return this.pool.render(trustDocument(plan, grantors, date));
  }

  renderAhcd(ahcd: Ahcd, declarant: RenderedPerson, date: Date): Promise<Buffer> {
    return this.pool.render(ahcdDocument(ahcd, declarant, date));
  }

  renderDfpoa(dfpoa: Dfpoa, principal: RenderedPerson, date: Date): Promise<Buffer> {
    return this.pool.render(dfpoaDocument(dfpoa, principal, date));
  }

  renderBeneficiaryPlan(
    plan: BeneficiaryPlan,
    owner: Pick<RenderedPerson, 'fullName'>,
    date: Date,
  ): Promise<Buffer> {
    return this.pool.render(beneficiaryPlanDocument(plan, owner, date));
  }

  renderSigningGuide(
    guide: SigningGuide,
    owner: Pick<RenderedPerson, 'fullName'>,
    date: Date,
  ): Promise<Buffer> {
    return this.pool.render(signingGuideDocument(guide, owner, date));
  }

  renderStockGiftLetter(gift: StockGift, date: Date): Promise<Buffer> {
    return this.pool.render(stockGiftLetterDocument(gift, date));
  }

  renderTaxAcknowledgement(gift: StockGift, date: Date): Promise<Buffer> {
    return this.pool.render(taxAcknowledgementDocument(gift, date));
  }

  renderQcdCustodianLetter(gift: QcdGift, date: Date): Promise<Buffer> {
    return this.pool.render(qcdCustodianLetterDocument(gift, date));
  }

  renderGrantRecommendation(grant: DafGrant, date: Date): Promise<Buffer> {
    return this.pool.render(grantRecommendationDocument(grant, date));
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
