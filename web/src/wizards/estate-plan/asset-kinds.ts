import type { WillAssetKind } from '@bequest/sdk/app';

export const WILL_ASSET_KIND_LABELS: Record<WillAssetKind, string> = {
  home: 'A home or other real estate',
  bank_accounts: 'Bank accounts',
  retirement_accounts: 'Retirement accounts (401(k), IRA)',
  life_insurance: 'Life insurance',
  investments: 'Investments and brokerage accounts',
  vehicles: 'Cars and other vehicles',
  business: 'A business',
  digital_assets: 'Digital assets and online accounts',
};

/** What the will does with each kind of property, in plain words. */
export const WILL_ASSET_KIND_GUIDANCE: Record<WillAssetKind, string> = {
  home: 'Passes under your will if it is in your name alone. A home owned jointly with right of survivorship goes to the co-owner.',
  bank_accounts:
    'Passes under your will unless the account names a payable-on-death beneficiary; that person receives it directly.',
  retirement_accounts:
    'Goes to the beneficiary named with the plan, not under your will. Check those forms and keep them up to date.',
  life_insurance:
    'Paid to the beneficiary named on the policy, not under your will. Naming a charity there is a simple way to give.',
  investments: 'Passes under your will unless the account has a transfer-on-death beneficiary.',
  vehicles:
    'Passes under your will; some states let you name a transfer-on-death beneficiary on the title.',
  business: 'Your share passes under your will, subject to any partnership or operating agreement.',
  digital_assets:
    'Your executor may manage them; leave a list of accounts somewhere safe, not in the will itself.',
};
