import type { EstatePlan, PersonName, UsStateCode } from '@bequest/domain';

/** The person a will is rendered for, read from the profile at render time. */
export interface RenderedTestator {
  readonly fullName: PersonName;
  readonly state: UsStateCode;
  readonly county: string | null;
}

/** Renders documents as PDFs (pdfmake in production). */
export interface DocumentRenderer {
  renderWill(plan: EstatePlan, testator: RenderedTestator): Promise<Buffer>;
  /** The trust and a pour-over will for each grantor: the owner, and the spouse of a joint trust. */
  renderTrust(plan: EstatePlan, grantors: readonly RenderedTestator[]): Promise<Buffer>;
}
export const DOCUMENT_RENDERER: symbol = Symbol.for('DocumentRenderer');
