import type { AssetType } from '../beneficiary-plan/asset';
import type { WillAssetKind } from '../estate-plan/estate-plan';

/** Kinds of property a funding step is written for: the beneficiary plan's and the trust wizard's, as one list. */
export const FUNDING_ASSET_KINDS = [
  'real_estate',
  'bank_account',
  'brokerage',
  'vehicle',
  'business',
  'digital_assets',
  'personal_property',
  'retirement',
  'annuity',
  'life_insurance',
] as const;
export type FundingAssetKind = (typeof FUNDING_ASSET_KINDS)[number];

/**
 * What the person does for a kind of property (issue 29): a new deed to the trustee, re-registering
 * an account in the trustee's name, a payable-on-death or transfer-on-death designation naming the
 * trust, a written assignment of property without a title, or keeping it outside the trust and
 * naming beneficiaries on the institution's form.
 */
export const FUNDING_STEP_KINDS = [
  'deed',
  'retitle_account',
  'pod_tod_designation',
  'assignment',
  'keep_outside',
] as const;
export type FundingStepKind = (typeof FUNDING_STEP_KINDS)[number];

export interface FundingStepRule {
  readonly step: FundingStepKind;
  /** The step's heading, after the asset's label. */
  readonly heading: string;
  /** What to do, in order. `{title}` stands for the trustee title, `{institution}` for who holds it. */
  readonly instructions: readonly string[];
  /** What to bring or have at hand. */
  readonly bring: readonly string[];
  /** Another way that also works, when there is one. */
  readonly alternative?: string;
  /** Why the property stays outside the trust (keep_outside only). */
  readonly reason?: string;
}

const CERTIFICATION = 'The Certification of Trust that came with your trust documents';
const ID = 'A government-issued photo ID';

const RETIREMENT_REASON =
  'Moving an IRA, 401(k) or other retirement account into a trust is treated by the IRS as a withdrawal of the whole account, which is taxed (and may carry a penalty before age 59½). The account passes by its beneficiary designation, outside probate, without the trust.';

/**
 * The funding step for each kind of property. The wording is conservative on purpose: where the
 * law or the institution's practice varies, the step says to ask the institution or counsel
 * (docs/legal/trust-funding.md lists the questions).
 */
export const FUNDING_STEP_RULES: Readonly<Record<FundingAssetKind, FundingStepRule>> = {
  real_estate: {
    step: 'deed',
    heading: 'Record a new deed into your trust',
    instructions: [
      'Have a deed prepared that transfers the property from you to "{title}". The deed form and its wording depend on the state where the property is; an attorney or a title company can prepare it.',
      'Sign the deed before a notary.',
      'Record the signed deed with {recorder}, with any form the recorder asks for, and pay the recording fee.',
      'Tell your homeowner’s insurer and your title insurer that the property is now held by your trust, and ask whether your policy needs an endorsement.',
    ],
    bring: [
      'Your current deed, with the property’s legal description and parcel number',
      CERTIFICATION,
      ID,
      'The recording fee (ask the recorder’s office)',
    ],
  },
  bank_account: {
    step: 'pod_tod_designation',
    heading: 'Name your trust as the payable-on-death beneficiary',
    instructions: [
      'Ask {institution} for its payable-on-death (POD) beneficiary form for the account.',
      'Name as the beneficiary: "{title}".',
      'Sign and return the form, and keep the bank’s confirmation with your trust documents.',
    ],
    bring: ['The account number', CERTIFICATION, ID],
    alternative:
      'You may instead re-register the account in the trust’s name with {institution}’s account change form, titled "{title}". A payable-on-death designation usually fits an everyday checking or savings account better, because the account’s checks and cards stay as they are.',
  },
  brokerage: {
    step: 'retitle_account',
    heading: 'Re-register the account in your trust’s name',
    instructions: [
      'Ask {institution} for its form to re-register an account to a trust (often called a trust account application or a change of registration form).',
      'Register the account as: "{title}".',
      'Return the form with the Certification of Trust; the institution may open a new trust account and move the holdings into it.',
    ],
    bring: [
      'The account number',
      CERTIFICATION,
      'The trust’s taxpayer identification number (while you are alive, usually your Social Security number)',
      ID,
    ],
    alternative:
      'Some institutions let you name the trust as the transfer-on-death (TOD) beneficiary instead: "{title}".',
  },
  vehicle: {
    step: 'pod_tod_designation',
    heading: 'Name your trust as the transfer-on-death beneficiary, where your state allows it',
    instructions: [
      'Ask your state’s motor vehicle agency whether it offers transfer-on-death (TOD) registration for vehicles.',
      'If it does, name as the beneficiary: "{title}", on the agency’s form.',
      'If it does not, ask the agency how a vehicle is retitled to a trust, or leave the vehicle outside the trust: your pour-over will still gives it to the trust, and many states have a simpler transfer for a vehicle after a death.',
    ],
    bring: ['The vehicle’s title', 'The vehicle identification number (VIN)', ID],
  },
  business: {
    step: 'assignment',
    heading: 'Assign your business interest to your trust',
    instructions: [
      'Read the business’s operating agreement, partnership agreement or bylaws: many limit transfers or need the other owners’ consent.',
      'Sign a written assignment of your interest to "{title}", and have the business record the trust as the owner (new share certificate or an updated membership ledger).',
    ],
    bring: ['The operating agreement, partnership agreement or bylaws', CERTIFICATION],
  },
  digital_assets: {
    step: 'assignment',
    heading: 'List your digital assets and give your trustee access',
    instructions: [
      'Keep a list of your digital assets and online accounts with your trust documents.',
      'Where a service offers a legacy contact or an online tool for access after death, name your successor trustee there.',
      'Move any cryptocurrency held at an exchange to an account in the trust’s name, titled "{title}", if the exchange offers trust accounts.',
    ],
    bring: ['The list of accounts'],
  },
  personal_property: {
    step: 'assignment',
    heading: 'Assign your personal property to your trust',
    instructions: [
      'Property without a title (cash at home, jewelry, art, household goods) is moved to the trust by a signed assignment of personal property to "{title}".',
      'Keep the signed assignment with your trust documents.',
    ],
    bring: ['A list of the items of value'],
  },
  retirement: {
    step: 'keep_outside',
    heading: 'Keep this account outside your trust; update its beneficiaries',
    instructions: [
      'Do not retitle this account to your trust.',
      'Ask {institution} for its beneficiary designation form and name your beneficiaries there: people, or your trust ("{title}") if you want the trust’s terms to govern the money. Naming a trust has tax consequences for how fast the account must be paid out; ask your tax adviser first.',
      'Name contingent beneficiaries too.',
    ],
    bring: ['The account number', 'The names, birth dates and shares of your beneficiaries'],
    reason: RETIREMENT_REASON,
  },
  annuity: {
    step: 'keep_outside',
    heading: 'Keep this annuity outside your trust; update its beneficiaries',
    instructions: [
      'Do not change the owner of the annuity to your trust without advice: an annuity owned by a trust can lose its tax deferral.',
      'Ask {institution} for its beneficiary designation form and name your beneficiaries there, or your trust ("{title}").',
    ],
    bring: ['The contract number', 'The names, birth dates and shares of your beneficiaries'],
    reason:
      'An annuity passes by its beneficiary designation, outside probate; changing its owner to a trust can end its tax deferral or count as a withdrawal.',
  },
  life_insurance: {
    step: 'keep_outside',
    heading: 'Keep this policy outside your trust; check its beneficiaries',
    instructions: [
      'Keep yourself as the policy’s owner.',
      'Ask {institution} for its change of beneficiary form and name your beneficiaries, or your trust ("{title}") if the proceeds should be held on the trust’s terms (for example for young children).',
    ],
    bring: ['The policy number', 'The names and shares of your beneficiaries'],
    reason:
      'A life insurance policy pays its named beneficiaries directly, outside probate; changing the owner to a revocable trust gains nothing and the policy’s terms may not allow it.',
  },
};

/** The beneficiary plan's asset types, each as the kind of property its funding step is for. */
export const ASSET_TYPE_FUNDING_KIND: Readonly<Record<AssetType, FundingAssetKind>> = {
  FINANCIAL_ACCOUNT: 'bank_account',
  BROKERAGE: 'brokerage',
  RETIREMENT_ACCOUNT: 'retirement',
  IRA: 'retirement',
  '401K': 'retirement',
  OTHER_RETIREMENT_ACCOUNT: 'retirement',
  ANNUITY: 'annuity',
  LIFE_INSURANCE: 'life_insurance',
  REAL_ESTATE: 'real_estate',
  VEHICLE: 'vehicle',
  CASH_VALUABLES: 'personal_property',
};

/** The trust wizard's kinds of property (Schedule A), each as the kind of property its funding step is for. */
export const WILL_ASSET_FUNDING_KIND: Readonly<Record<WillAssetKind, FundingAssetKind>> = {
  home: 'real_estate',
  bank_accounts: 'bank_account',
  investments: 'brokerage',
  vehicles: 'vehicle',
  business: 'business',
  digital_assets: 'digital_assets',
  retirement_accounts: 'retirement',
  life_insurance: 'life_insurance',
};
