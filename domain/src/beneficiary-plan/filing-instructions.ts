import type { AssetType, NonProbateAsset } from './asset';
import { FINANCIAL_INSTITUTIONS, type FinancialInstitution } from './financial-institutions';

/** What kind of firm an institution is, which decides the form it uses. */
export type InstitutionKind = 'brokerage' | 'bank' | 'insurer' | 'retirement' | 'other';

/**
 * The institutions of the enumeration by kind (giving 3.2, issue 26). Only the kind is kept: no
 * telephone number, address or web address is stated, as none is verified here; a person gets
 * the form from the firm itself.
 */
export const INSTITUTION_KINDS = {
  FIDELITY: 'brokerage',
  VANGUARD: 'brokerage',
  CHARLES_SCHWAB: 'brokerage',
  MORGAN_STANLEY: 'brokerage',
  MERRILL: 'brokerage',
  JP_MORGAN_CHASE: 'bank',
  BANK_OF_AMERICA: 'bank',
  WELLS_FARGO: 'bank',
  CITI: 'bank',
  US_BANK: 'bank',
  PNC: 'bank',
  TRUIST: 'bank',
  CAPITAL_ONE: 'bank',
  EDWARD_JONES: 'brokerage',
  RAYMOND_JAMES: 'brokerage',
  AMERIPRISE: 'brokerage',
  TIAA: 'retirement',
  PRUDENTIAL: 'insurer',
  NORTHWESTERN_MUTUAL: 'insurer',
  MASSMUTUAL: 'insurer',
  OTHER: 'other',
} as const satisfies Record<FinancialInstitution, InstitutionKind>;

/** The form each kind of firm calls it, named generically. */
const FORM_NAMES = {
  brokerage: 'the firm’s beneficiary designation form',
  bank: 'the bank’s payable-on-death (POD) beneficiary form',
  insurer: 'the insurer’s change of beneficiary form',
  retirement: 'the plan’s beneficiary designation form',
  other: 'the institution’s beneficiary designation form',
} as const satisfies Record<InstitutionKind, string>;

/** Where a kind of firm's form is found. */
const FORM_SOURCES = {
  brokerage:
    'Sign in to your account on the firm’s website and look for “beneficiaries” in your account settings, or ask your advisor or the firm’s service line (on your statement) for the form.',
  bank: 'Sign in to your online banking and look for “beneficiaries” on the account, or ask at a branch or the service line on your statement for the form.',
  insurer:
    'Ask your agent, or the service line on your policy statement, for the form; many insurers also offer it in their online account.',
  retirement:
    'Sign in to your retirement account online and look for “beneficiaries”, or ask the plan’s service line on your statement; if the plan comes through your employer, its benefits office can give you the form too.',
  other:
    'Ask the institution for it: the service line or the address on your latest statement is the place to start, and many institutions also offer it in their online account.',
} as const satisfies Record<InstitutionKind, string>;

/** Asset types filed somewhere other than their institution's beneficiary form. */
const TITLE_FILINGS: Partial<Record<AssetType, { form: string; source: string; send: string }>> = {
  REAL_ESTATE: {
    form: 'a transfer-on-death (beneficiary) deed, where your state allows one',
    source:
      'Your county recorder’s office or an attorney in your state can tell you whether your state offers one and provide the form.',
    send: 'Sign it as your state requires (usually before a notary) and record it with the recorder of the county where the property is, before your death.',
  },
  VEHICLE: {
    form: 'a transfer-on-death title or beneficiary form, where your state offers one',
    source: 'Your state’s motor vehicle agency provides it where the state offers one.',
    send: 'Return it to your state’s motor vehicle agency as the form says.',
  },
};

/** The type an asset is filed as: the generic retirement account by its sub-type. */
const filedType = (asset: Pick<NonProbateAsset, 'assetType' | 'retirementSubType'>): AssetType =>
  asset.assetType === 'RETIREMENT_ACCOUNT' && asset.retirementSubType
    ? asset.retirementSubType
    : asset.assetType;

export interface FilingInstructions {
  /** The institution's name, or the free text for OTHER. */
  readonly institution: string;
  readonly kind: InstitutionKind;
  /** The form, named generically. */
  readonly form: string;
  /** Where to get it. */
  readonly source: string;
  /** Where to send it. */
  readonly send: string;
  /** The steps, in order. */
  readonly steps: readonly string[];
  /** A note that applies to this asset type, or null. */
  readonly note: string | null;
}

const insuranceTypes: readonly AssetType[] = ['LIFE_INSURANCE', 'ANNUITY'];

/**
 * How to file an asset's designation with its institution (giving 2.1, issue 26): the form, where
 * to get it, where to send it, and the steps. Life insurance and annuities use the insurer's
 * change of beneficiary form wherever they are held; real estate and vehicles pass by a deed or
 * title, not by the institution's form; a 401(k) notes the spouse's consent plans usually ask.
 */
export const filingInstructions = (
  asset: Pick<
    NonProbateAsset,
    'assetType' | 'retirementSubType' | 'financialInstitution' | 'financialInstitutionOther'
  >,
): FilingInstructions => {
  const institution =
    asset.financialInstitution === 'OTHER'
      ? asset.financialInstitutionOther?.trim() || 'your institution'
      : FINANCIAL_INSTITUTIONS[asset.financialInstitution];
  const type = filedType(asset);
  const institutionKind: InstitutionKind = INSTITUTION_KINDS[asset.financialInstitution];
  const kind: InstitutionKind = insuranceTypes.includes(type) ? 'insurer' : institutionKind;
  const title = TITLE_FILINGS[type];
  const form = title?.form ?? FORM_NAMES[kind];
  const source = title?.source ?? FORM_SOURCES[kind];
  const send =
    title?.send ??
    `Return it to ${institution} the way the form says: online, by mail to the address printed on the form, or in person. Keep a copy.`;
  const note =
    type === '401K'
      ? 'A 401(k) plan usually needs your spouse’s written, witnessed consent before anyone other than your spouse is named primary beneficiary; the form says how.'
      : type === 'IRA'
        ? 'In a community property state your spouse may need to sign the form as well; the form says when.'
        : null;
  return {
    institution,
    kind,
    form,
    source,
    send,
    steps: [
      `Get ${form}. ${source}`,
      'Fill it in with the beneficiaries of your plan, exactly as your summary lists them: each name, and each share in percent for the primary and the contingent beneficiaries. For a charity, give its legal name and EIN.',
      `Sign and date it. ${send}`,
      title
        ? 'Keep a copy of what was recorded or filed, then come back and tell us you filed it.'
        : `Wait for ${institution} to confirm the change, then come back and tell us you filed it.`,
    ],
    note,
  };
};
