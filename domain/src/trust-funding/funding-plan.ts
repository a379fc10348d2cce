import { err, ok, type Result } from 'neverthrow';
import { assetTypeLabel, type AssetType, type RetirementSubType } from '../beneficiary-plan/asset';
import {
  FINANCIAL_INSTITUTIONS,
  type FinancialInstitution,
} from '../beneficiary-plan/financial-institutions';
import type { WillAssetKind } from '../estate-plan/estate-plan';
import type { PersonName } from '../profiles/person-name';
import { deedNotes } from './deed-notes';
import {
  ASSET_TYPE_FUNDING_KIND,
  FUNDING_STEP_RULES,
  WILL_ASSET_FUNDING_KIND,
  type FundingAssetKind,
  type FundingStepKind,
} from './funding-steps';
import { revocableTrustName, trusteeTitle } from './trustee-title';

/** The trust as the funding plan reads it: the smallest shape of the estate plan record. */
export interface FundingTrust {
  readonly planType: string;
  readonly finalizedAt: string | null;
  readonly isJoint: boolean;
  readonly spouse: { readonly fullName: Partial<PersonName> } | null;
  readonly signing: { readonly signedOn: string } | null;
  readonly assetTypes: readonly WillAssetKind[];
  readonly profile: { readonly administrativeArea: string | null };
}

/** The person who made the trust, from their profile. */
export interface FundingOwner {
  readonly fullName: Partial<PersonName>;
  /** The county of the person's residence, when the profile has it. */
  readonly county?: string | null;
  /** The state of the person's residence, when the profile has it. */
  readonly administrativeArea?: string | null;
}

/** An asset of the beneficiary plan, as the funding plan reads it. */
export interface FundingAsset {
  readonly randId: string | null;
  readonly assetType: AssetType;
  readonly retirementSubType?: RetirementSubType | null;
  readonly description?: string | null;
  readonly nickname?: string | null;
  readonly financialInstitution?: FinancialInstitution | null;
  readonly financialInstitutionOther?: string | null;
}

export interface FundingStep {
  /** Stable across rebuilds: `asset:<randId>` for a beneficiary plan asset, `kind:<kind>` for a Schedule A line. */
  readonly key: string;
  readonly assetKind: FundingAssetKind;
  readonly step: FundingStepKind;
  /** The asset as the person knows it: "Brokerage account at Vanguard (Joint account)". */
  readonly label: string;
  readonly heading: string;
  readonly instructions: string[];
  readonly bring: string[];
  readonly alternative: string | null;
  readonly reason: string | null;
  /** For a deed: who records it. */
  readonly recorder: string | null;
  /** For a deed: transfer tax, reassessment and mortgage notes, with the statute where cited. */
  readonly notes: { readonly text: string; readonly statute: string | null }[];
}

export interface FundingPlan {
  readonly trustName: string;
  /** The exact title accounts and deeds take. */
  readonly trusteeTitle: string;
  /** False while the signing is not recorded and the title holds a placeholder for the date. */
  readonly titleDated: boolean;
  readonly steps: FundingStep[];
}

export type FundingPlanError = 'NOT_A_TRUST' | 'TRUST_NOT_FINISHED';

const UNKNOWN_RECORDER = 'the recorder of the county where the property is';

/** Who records a deed: the county named on the records, else the county where the property is. */
export const recorderFor = (county: string | null | undefined): string => {
  const name = county?.trim();
  if (!name) return UNKNOWN_RECORDER;
  const countyName = /\b(county|parish|borough)$/i.test(name) ? name : `${name} County`;
  return `the ${countyName} recorder (if the property is where you live; otherwise ${UNKNOWN_RECORDER})`;
};

const WILL_ASSET_LABELS: Readonly<Record<WillAssetKind, string>> = {
  home: 'Your home or other real estate',
  bank_accounts: 'Bank accounts',
  investments: 'Brokerage and investment accounts',
  vehicles: 'Vehicles',
  business: 'Business interests',
  digital_assets: 'Digital assets',
  retirement_accounts: 'Retirement accounts',
  life_insurance: 'Life insurance',
};

const institutionOf = (asset: FundingAsset): string | null => {
  if (!asset.financialInstitution) return null;
  if (asset.financialInstitution === 'OTHER')
    return asset.financialInstitutionOther?.trim() || null;
  return FINANCIAL_INSTITUTIONS[asset.financialInstitution];
};

const assetLabel = (asset: FundingAsset): string => {
  const institution = institutionOf(asset);
  const nickname = asset.nickname?.trim();
  return `${assetTypeLabel(asset)}${institution ? ` at ${institution}` : ''}${nickname ? ` (${nickname})` : ''}`;
};

const fill = (text: string, values: Readonly<Record<string, string>>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

const buildStep = (
  key: string,
  assetKind: FundingAssetKind,
  label: string,
  values: { title: string; institution: string; recorder: string },
  state: string | null,
): FundingStep => {
  const rule = FUNDING_STEP_RULES[assetKind];
  const deed = rule.step === 'deed';
  return {
    key,
    assetKind,
    step: rule.step,
    label,
    heading: rule.heading,
    instructions: rule.instructions.map((line) => fill(line, values)),
    bring: [...rule.bring],
    alternative: rule.alternative ? fill(rule.alternative, values) : null,
    reason: rule.reason ?? null,
    recorder: deed ? values.recorder : null,
    notes: deed ? deedNotes(state) : [],
  };
};

/**
 * The funding plan of a finished revocable living trust (issue 29): a step for each asset of the
 * beneficiary plan, then a step for each kind of property the trust wizard listed (Schedule A)
 * that no asset of the beneficiary plan already stands for. Pure: the records come in as arguments.
 */
export const buildFundingPlan = (
  trust: FundingTrust,
  owner: FundingOwner,
  assets: readonly FundingAsset[],
): Result<FundingPlan, FundingPlanError> => {
  if (trust.planType !== 'RLT') return err('NOT_A_TRUST');
  if (!trust.finalizedAt) return err('TRUST_NOT_FINISHED');
  const grantors =
    trust.isJoint && trust.spouse ? [owner.fullName, trust.spouse.fullName] : [owner.fullName];
  const title = trusteeTitle(grantors, trust.signing?.signedOn);
  const recorder = recorderFor(owner.county);
  // The state whose deed note applies: where the person lives now, else the trust's record of it.
  const state = owner.administrativeArea ?? trust.profile.administrativeArea;

  const fromAssets = assets.flatMap((asset, index) => {
    const kind = ASSET_TYPE_FUNDING_KIND[asset.assetType];
    const institution = institutionOf(asset) ?? 'the institution';
    return [
      buildStep(
        `asset:${asset.randId ?? `#${index}`}`,
        kind,
        assetLabel(asset),
        { title, institution, recorder: kind === 'real_estate' ? UNKNOWN_RECORDER : recorder },
        state,
      ),
    ];
  });
  const covered = new Set(fromAssets.map((step) => step.assetKind));
  const fromScheduleA = [...new Set(trust.assetTypes)]
    .filter((kind) => !covered.has(WILL_ASSET_FUNDING_KIND[kind]))
    .map((kind) =>
      buildStep(
        `kind:${kind}`,
        WILL_ASSET_FUNDING_KIND[kind],
        WILL_ASSET_LABELS[kind],
        {
          title,
          institution: 'the institution',
          recorder: kind === 'home' ? recorder : UNKNOWN_RECORDER,
        },
        state,
      ),
    );
  return ok({
    trustName: revocableTrustName(grantors),
    trusteeTitle: title,
    titleDated: Boolean(trust.signing?.signedOn),
    steps: [...fromAssets, ...fromScheduleA],
  });
};
