import type {
  Ahcd,
  BeneficiaryPlan,
  Dfpoa,
  EstatePlan,
  PersonName,
  UsStateCode,
} from '@bequest/domain';

/** The person a document is made for, read from their profile at render time. */
export interface RenderedPerson {
  readonly fullName: PersonName;
  readonly state: UsStateCode;
  readonly county: string | null;
}

/** Renders documents as PDFs (pdfmake in production). */
export interface DocumentRenderer {
  renderWill(plan: EstatePlan, testator: RenderedPerson): Promise<Buffer>;
  /** The trust and a pour-over will for each grantor: the owner, and the spouse of a joint trust. */
  renderTrust(plan: EstatePlan, grantors: readonly RenderedPerson[]): Promise<Buffer>;
  renderAhcd(ahcd: Ahcd, declarant: RenderedPerson): Promise<Buffer>;
  renderDfpoa(dfpoa: Dfpoa, principal: RenderedPerson): Promise<Buffer>;
  /** A summary, not an instrument: it needs no state. */
  renderBeneficiaryPlan(
    plan: BeneficiaryPlan,
    owner: Pick<RenderedPerson, 'fullName'>,
  ): Promise<Buffer>;
}
export const DOCUMENT_RENDERER: symbol = Symbol.for('DocumentRenderer');
