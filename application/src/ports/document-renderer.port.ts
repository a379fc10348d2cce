import type {
  Ahcd,
  BeneficiaryPlan,
  DafGrant,
  Dfpoa,
  EstatePlan,
  PersonName,
  QcdGift,
  SigningGuide,
  StockGift,
  UsStateCode,
} from '@bequest/domain';

/** Where a person lives, as entered on their profile. */
export interface StreetAddress {
  readonly line1: string;
  readonly line2: string | null;
  readonly city: string;
  readonly postalCode: string;
}

/** The street address of a profile, or null until it has one. */
export const streetAddressOf = (profile: {
  readonly address1: string | null;
  readonly address2: string | null;
  readonly city: string | null;
  readonly postalCode: string | null;
}): StreetAddress | null =>
  profile.address1 && profile.city && profile.postalCode
    ? {
        line1: profile.address1,
        line2: profile.address2 || null,
        city: profile.city,
        postalCode: profile.postalCode,
      }
    : null;

/** The person a document is made for, read from their profile at render time. */
export interface RenderedPerson {
  readonly fullName: PersonName;
  readonly state: UsStateCode;
  readonly county: string | null;
  /** Null until the profile has a street address. */
  readonly address: StreetAddress | null;
}

/**
 * The documents are dated by their answers' last change: the PDF's creation date, so the same
 * answers on the same day always give the same bytes.
 */
export type DocumentDate = Date;

/**
 * How the tenant lays out its documents (branding.documentStyles): a wide left margin leaves room
 * to bind the pages or for a firm's letterhead column (ADR 0030).
 */
export interface DocumentLayout {
  readonly wideLeftMargin: boolean;
}

/** The layout a tenant without document styles gets: the standard margins. */
export const STANDARD_LAYOUT: DocumentLayout = { wideLeftMargin: false };

/** Renders documents as PDFs (pdfmake in production). */
export interface DocumentRenderer {
  renderWill(
    plan: EstatePlan,
    testator: RenderedPerson,
    date: DocumentDate,
    layout?: DocumentLayout,
  ): Promise<Buffer>;
  /** The trust and a pour-over will for each grantor: the owner, and the spouse of a joint trust. */
  renderTrust(
    plan: EstatePlan,
    grantors: readonly RenderedPerson[],
    date: DocumentDate,
    layout?: DocumentLayout,
  ): Promise<Buffer>;
  renderAhcd(
    ahcd: Ahcd,
    declarant: RenderedPerson,
    date: DocumentDate,
    layout?: DocumentLayout,
  ): Promise<Buffer>;
  renderDfpoa(
    dfpoa: Dfpoa,
    principal: RenderedPerson,
    date: DocumentDate,
    layout?: DocumentLayout,
  ): Promise<Buffer>;
  /** A summary, not an instrument: it needs no state. */
  renderBeneficiaryPlan(
    plan: BeneficiaryPlan,
    owner: Pick<RenderedPerson, 'fullName'>,
    date: DocumentDate,
    layout?: DocumentLayout,
  ): Promise<Buffer>;
  /** A stock gift's letter of authorization, signed by the donor (issue 23). */
  renderStockGiftLetter(gift: StockGift, date: DocumentDate): Promise<Buffer>;
  /** The nonprofit's acknowledgement of a stock gift it received, for the donor's taxes. */
  renderTaxAcknowledgement(gift: StockGift, date: DocumentDate): Promise<Buffer>;
  /** A QCD's letter of instruction to the IRA custodian, for the owner to sign (issue 23). */
  renderQcdCustodianLetter(gift: QcdGift, date: DocumentDate): Promise<Buffer>;
  /** A grant recommendation to the sponsor of a donor-advised fund (issue 23). */
  renderGrantRecommendation(grant: DafGrant, date: DocumentDate): Promise<Buffer>;
  /** The one-page signing guide of a document, for the person it is made for (issue 19). */
  renderSigningGuide(
    guide: SigningGuide,
    owner: Pick<RenderedPerson, 'fullName'>,
    date: DocumentDate,
    layout?: DocumentLayout,
  ): Promise<Buffer>;
}
export const DOCUMENT_RENDERER: symbol = Symbol.for('DocumentRenderer');
