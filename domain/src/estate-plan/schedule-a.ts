import type { WillAssetKind } from './estate-plan';

/**
 * Schedule A of a living trust, from the kinds of property the person listed (issue 18): a line
 * to describe each kind that is retitled to the trustee. Retirement accounts and life insurance
 * are left out on purpose: retitling an IRA or 401(k) to a trust is a taxable distribution, and
 * both pass by the institution's beneficiary designation instead.
 */
const SCHEDULE_A_LINES: Readonly<Record<WillAssetKind, string | null>> = {
  home: 'Real property at (address and legal description):',
  bank_accounts:
    'Checking, savings and certificate of deposit accounts at (institution, last four digits):',
  investments: 'Brokerage and investment accounts at (institution, last four digits):',
  vehicles: 'Vehicles (year, make and vehicle identification number):',
  business: 'Interests in a business (name, kind and share held):',
  digital_assets: 'Digital assets and online accounts (description):',
  retirement_accounts: null,
  life_insurance: null,
};

export const scheduleALines = (kinds: readonly WillAssetKind[]): string[] =>
  kinds.flatMap((kind) => SCHEDULE_A_LINES[kind] ?? []);

/** Whether the person listed property that must pass by beneficiary designation, not the trust. */
export const listsDesignatedAssets = (kinds: readonly WillAssetKind[]): boolean =>
  kinds.some((kind) => SCHEDULE_A_LINES[kind] === null);

/**
 * The trust wizard's warning when retirement accounts are listed (issue 18).
 */
export const RETIREMENT_ACCOUNT_TRUST_WARNING =
  'Do not retitle an IRA, 401(k) or other retirement account to your trust: the IRS treats that as a withdrawal of the whole account, which is taxed. Keep the account in your name and name beneficiaries on the account’s beneficiary designation form instead.';

/**
 * How a young beneficiary's trust pays out: at each age, an equal part of what then remains (a
 * third at the first of three ages, half of the rest at the second, the balance at the last).
 */
export const beneficiaryTrustPayouts = (
  ages: readonly number[],
): { readonly age: number; readonly fraction: string }[] =>
  ages.map((age, index) => {
    const remaining = ages.length - index;
    return { age, fraction: remaining === 1 ? 'the balance' : `one-${ORDINAL_PARTS[remaining]}` };
  });

const ORDINAL_PARTS: Readonly<Record<number, string>> = { 2: 'half', 3: 'third' };
