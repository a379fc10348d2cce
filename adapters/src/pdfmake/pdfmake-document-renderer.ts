import {
  STANDARD_LAYOUT,
  type DocumentLayout,
  type DocumentRenderer,
  type RenderedPerson,
} from '@bequest/application';
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
import { withLayout } from './document-layout';
import { PdfRenderPool } from './render-pdf';
import { signingGuideDocument } from './signing-guide/signing-guide-document';
import { trustDocument } from './trust/trust-document';
import { willDocument } from './will/will-document';

/** The documents as PDFs, rendered by pdfmake in worker processes (ADR 0006). */
export class PdfmakeDocumentRenderer implements DocumentRenderer {
  constructor(private readonly pool = new PdfRenderPool()) {}

  renderWill(
    plan: EstatePlan,
    testator: RenderedPerson,
    date: Date,
    layout: DocumentLayout = STANDARD_LAYOUT,
  ): Promise<Buffer> {
    return this.pool.render(withLayout(willDocument(plan, testator, date), layout));
  }

  renderTrust(
    plan: EstatePlan,
    grantors: readonly RenderedPerson[],
    date: Date,
    layout: DocumentLayout = STANDARD_LAYOUT,
  ): Promise<Buffer> {
    return this.pool.render(withLayout(trustDocument(plan, grantors, date), layout));
  }

  renderAhcd(
    ahcd: Ahcd,
    declarant: RenderedPerson,
    date: Date,
    layout: DocumentLayout = STANDARD_LAYOUT,
  ): Promise<Buffer> {
    return this.pool.render(withLayout(ahcdDocument(ahcd, declarant, date), layout));
  }

  renderDfpoa(
    dfpoa: Dfpoa,
    principal: RenderedPerson,
    date: Date,
    layout: DocumentLayout = STANDARD_LAYOUT,
  ): Promise<Buffer> {
    return this.pool.render(withLayout(dfpoaDocument(dfpoa, principal, date), layout));
  }

  renderBeneficiaryPlan(
    plan: BeneficiaryPlan,
    owner: Pick<RenderedPerson, 'fullName'>,
    date: Date,
    layout: DocumentLayout = STANDARD_LAYOUT,
  ): Promise<Buffer> {
    return this.pool.render(withLayout(beneficiaryPlanDocument(plan, owner, date), layout));
  }

  renderSigningGuide(
    guide: SigningGuide,
    owner: Pick<RenderedPerson, 'fullName'>,
    date: Date,
    layout: DocumentLayout = STANDARD_LAYOUT,
  ): Promise<Buffer> {
    return this.pool.render(withLayout(signingGuideDocument(guide, owner, date), layout));
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
