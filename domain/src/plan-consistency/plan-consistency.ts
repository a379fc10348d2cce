import type { NonProbateAsset, AssetType } from '../beneficiary-plan/asset';
import { FINANCIAL_INSTITUTIONS } from '../beneficiary-plan/financial-institutions';
import { withoutPresetForfeit, type NonProbateBeneficiary } from '../beneficiary-plan/beneficiary';
import { EstatePlanSchema, type EstatePlan } from '../estate-plan/estate-plan';
import { hasPartnerStatus, type MaritalStatus } from '../profiles/marital-status';
import { fullNameToString, type PersonName } from '../profiles/person-name';
import { charityKeys, namesATrust, personKey } from './names';
import {
  PLAN_CONSISTENCY_COPY,
  type FindingAsset,
  type PlanConsistencyFinding,
} from './plan-consistency-finding';

/** The will's or trust's answers the check reads. */
export type DistributionAnswers = Pick<
  EstatePlan,
  | 'planType'
  | 'spouse'
  | 'isSpouseDisinherited'
  | 'disinheritedChildren'
  | 'residuaryBeneficiaries'
  | 'specificGifts'
>;

/** An asset of the beneficiary plan, with its designation. */
export type DesignatedAsset = Pick<
  NonProbateAsset,
  | 'randId'
  | 'assetType'
  | 'retirementSubType'
  | 'description'
  | 'financialInstitution'
  | 'financialInstitutionOther'
  | 'nickname'
  | 'owner'
> & { readonly beneficiaries: readonly NonProbateBeneficiary[] };

/** What the profile says of the person's marriage today. */
export interface MaritalFacts {
  readonly maritalStatus: MaritalStatus | null;
  /** The partner the household records (maritalPartnerProfileId), when it records one. */
  readonly partner?: { readonly fullName: PersonName } | null;
}

const SHORT_LABELS: Readonly<Record<AssetType, string>> = {
  FINANCIAL_ACCOUNT: 'account',
  BROKERAGE: 'brokerage account',
  RETIREMENT_ACCOUNT: 'retirement account',
  IRA: 'IRA',
  '401K': '401(k)',
  ANNUITY: 'annuity',
  OTHER_RETIREMENT_ACCOUNT: 'retirement account',
  LIFE_INSURANCE: 'life insurance policy',
  REAL_ESTATE: 'real estate',
  VEHICLE: 'vehicle',
  CASH_VALUABLES: 'cash and valuables',
};

const RETIREMENT_OR_INSURANCE: ReadonlySet<AssetType> = new Set([
  'RETIREMENT_ACCOUNT',
  'IRA',
  '401K',
  'ANNUITY',
  'OTHER_RETIREMENT_ACCOUNT',
  'LIFE_INSURANCE',
]);

/**
 * Assets a trust is funded with: the kinds Schedule A retitles to the trustee (schedule-a.ts).
 * Retirement accounts and life insurance are not: they name beneficiaries instead.
 */
const FUNDS_A_TRUST: ReadonlySet<AssetType> = new Set([
  'FINANCIAL_ACCOUNT',
  'BROKERAGE',
  'REAL_ESTATE',
  'VEHICLE',
]);

const kindOf = (asset: DesignatedAsset): AssetType =>
  asset.assetType === 'RETIREMENT_ACCOUNT' && asset.retirementSubType
    ? asset.retirementSubType
    : asset.assetType;

/** "your IRA at Fidelity", with the nickname the person gave it. */
export const findingAsset = (asset: DesignatedAsset): FindingAsset => {
  const kind = kindOf(asset);
  const described =
    (kind === 'FINANCIAL_ACCOUNT' || kind === 'OTHER_RETIREMENT_ACCOUNT') &&
    asset.description?.trim();
  const institution =
    asset.financialInstitution === 'OTHER'
      ? asset.financialInstitutionOther?.trim()
      : FINANCIAL_INSTITUTIONS[asset.financialInstitution];
  const nickname = asset.nickname?.trim();
  return {
    assetId: asset.randId,
    label: [
      `your ${described || SHORT_LABELS[kind]}`,
      institution ? ` at ${institution}` : '',
      nickname ? ` (“${nickname}”)` : '',
    ].join(''),
    isRetirementOrInsurance: RETIREMENT_OR_INSURANCE.has(kind),
  };
};

const isName = (value: unknown): value is { readonly fullName: PersonName } =>
  typeof value === 'object' &&
  value !== null &&
  'fullName' in value &&
  typeof value.fullName === 'object' &&
  value.fullName !== null;

/** A disinherited child's name, where the entry carries one (a name, or a child's fullName). */
const childName = (entry: unknown): string | null => {
  if (typeof entry === 'string') return entry.trim() || null;
  if (isName(entry)) return fullNameToString(entry.fullName) || null;
  return null;
};

/** The spouse the document names, when the profile says they are no longer the spouse. */
const formerSpouseKey = (plan: DistributionAnswers, marital: MaritalFacts): string | null => {
  const spouse = plan.spouse && personKey(plan.spouse.fullName);
  if (!spouse || marital.maritalStatus === null) return null;
  if (!hasPartnerStatus(marital.maritalStatus)) return spouse;
  const partner = marital.partner && personKey(marital.partner.fullName);
  return partner && partner !== spouse ? spouse : null;
};

/** Each person the document disinherits, by key, with how they are related. */
const disinherited = (plan: DistributionAnswers): Map<string, 'spouse' | 'child'> => {
  const people = new Map<string, 'spouse' | 'child'>();
  for (const name of plan.disinheritedChildren.map(childName)) {
    const key = name && personKey(name);
    if (key) people.set(key, 'child');
  }
  const spouse = plan.isSpouseDisinherited && plan.spouse && personKey(plan.spouse.fullName);
  if (spouse) people.set(spouse, 'spouse');
  return people;
};

/** The people the document gives to: its residue, its gifts and their backups. */
const documentPeople = (plan: DistributionAnswers): Set<string> =>
  new Set(
    [
      ...plan.residuaryBeneficiaries
        .filter((share) => !share.charitableGiftId)
        .map((share) => share.name),
      ...plan.specificGifts.flatMap((gift) => [
        ...gift.portions
          .filter((portion) => !portion.charitableGiftId)
          .map((portion) => portion.recipientName),
        gift.backupRecipientName,
      ]),
    ]
      .map((name) => (name ? personKey(name) : null))
      .filter((key): key is string => key !== null),
  );

/** The charities the document gives to, each with the keys it may be found by. */
const documentCharities = (plan: DistributionAnswers) => {
  const charities = [
    ...plan.residuaryBeneficiaries
      .filter((share) => share.charitableGiftId)
      .map((share) => ({
        name: share.name ?? share.charitableGiftId!,
        id: share.charitableGiftId,
      })),
    ...plan.specificGifts.flatMap((gift) =>
      gift.portions
        .filter((portion) => portion.charitableGiftId)
        .map((portion) => ({ name: portion.recipientName, id: portion.charitableGiftId })),
    ),
  ];
  const seen = new Set<string>();
  return charities
    .map((charity) => ({ name: charity.name, keys: charityKeys(charity.name, charity.id) }))
    .filter(({ keys }) => {
      if (keys.some((key) => seen.has(key))) return false;
      keys.forEach((key) => seen.add(key));
      return true;
    });
};

/** The keys of the charities a designation names. */
const designatedCharityKeys = (beneficiary: NonProbateBeneficiary): string[] => {
  const gift = beneficiary.charitableGift;
  if (!gift) return [];
  return [
    ...charityKeys(gift.customProgram?.name ?? null, gift.customProgram?.ein ?? null),
    ...charityKeys(gift.program?.legalName ?? null, gift.program?.ein ?? null),
    ...charityKeys(gift.organization?.legalName ?? null, gift.organization?.ein ?? null),
    ...charityKeys(gift.organization?.displayName ?? null, null),
  ];
};

type WithoutCopy<Finding> = Finding extends unknown
  ? Omit<Finding, 'message' | 'fix' | 'fixAt'>
  : never;

const described = (facts: WithoutCopy<PlanConsistencyFinding>): PlanConsistencyFinding => {
  const copy = (
    PLAN_CONSISTENCY_COPY[facts.kind] as (
      value: typeof facts,
    ) => Pick<PlanConsistencyFinding, 'message' | 'fix' | 'fixAt'>
  )(facts);
  return { ...facts, ...copy } as PlanConsistencyFinding;
};

/**
 * Where the beneficiary designations of the person's beneficiary plan contradict the
 * distribution of their will or trust (issue 29), each with what is wrong and the fix:
 *
 * - a designation names the spouse the document names, whom the profile no longer calls the spouse;
 * - a designation names someone the document disinherits (the spouse, or a child by name);
 * - a designation names a person the document does not, while the document leaves its residue to
 *   others;
 * - the document gives to a charity that no designation names;
 * - in a trust plan, an asset the trust is funded with names individuals, not the trust.
 *
 * A person gets one finding per asset, the first that applies in that order. Nothing is found
 * while the document has no distribution or the beneficiary plan no designation.
 */
export const planConsistencyFindings = (
  plan: DistributionAnswers,
  beneficiaryPlan: { readonly assets: readonly DesignatedAsset[] } | null,
  marital: MaritalFacts,
): PlanConsistencyFinding[] => {
  const assets = (beneficiaryPlan?.assets ?? []).map((asset) => ({
    asset,
    beneficiaries: withoutPresetForfeit(asset.beneficiaries),
  }));
  const document = plan.planType;
  const formerSpouse = formerSpouseKey(plan, marital);
  const cutOff = disinherited(plan);
  const people = documentPeople(plan);
  const residuaryNames = plan.residuaryBeneficiaries
    .filter((share) => share.level === 'NUMBER_1')
    .map((share) => share.name?.trim() ?? '')
    .filter((name) => name !== '');
  const findings: WithoutCopy<PlanConsistencyFinding>[] = [];

  for (const { asset, beneficiaries } of assets) {
    const named = new Set<string>();
    for (const beneficiary of beneficiaries) {
      const name = beneficiary.contact?.name?.trim().replace(/\s+/g, ' ');
      const key = name && !namesATrust(name) ? personKey(name) : null;
      if (!name || !key || named.has(key)) continue;
      named.add(key);
      const at = findingAsset(asset);
      const relation = cutOff.get(key);
      if (key === formerSpouse)
        findings.push({ kind: 'former-spouse-designated', document, asset: at, name });
      else if (relation)
        findings.push({ kind: 'disinherited-designated', document, asset: at, name, relation });
      else if (residuaryNames.length > 0 && !people.has(key))
        findings.push({
          kind: 'not-in-document-designated',
          document,
          asset: at,
          name,
          residuaryNames,
        });
    }
    if (document === 'RLT' && FUNDS_A_TRUST.has(kindOf(asset)) && asset.owner !== 'JOINT_OTHER') {
      const individuals = beneficiaries
        .filter((beneficiary) => beneficiary.level === 'PRIMARY')
        .map((beneficiary) => beneficiary.contact?.name?.trim().replace(/\s+/g, ' ') ?? '')
        .filter((name) => name !== '' && !namesATrust(name));
      if (individuals.length > 0)
        findings.push({
          kind: 'trust-asset-designates-individuals',
          document,
          asset: findingAsset(asset),
          names: [...new Set(individuals)],
        });
    }
  }

  const designated = assets.filter(({ beneficiaries }) => beneficiaries.length > 0);
  if (designated.length > 0) {
    const charityKeysNamed = new Set(
      designated.flatMap(({ beneficiaries }) => beneficiaries.flatMap(designatedCharityKeys)),
    );
    const retirement = designated.find(
      ({ asset }) =>
        RETIREMENT_OR_INSURANCE.has(kindOf(asset)) && kindOf(asset) !== 'LIFE_INSURANCE',
    );
    for (const charity of documentCharities(plan))
      if (!charity.keys.some((key) => charityKeysNamed.has(key)))
        findings.push({
          kind: 'charity-only-in-document',
          document,
          charity: charity.name,
          retirementAsset: retirement ? findingAsset(retirement.asset) : null,
        });
  }
  return findings.map(described);
};

/**
 * The same check over a will's or trust's answers as the API sends them (a document's `data`):
 * nothing to find when they are not a will's or a trust's.
 */
export const documentConsistencyFindings = (
  answers: unknown,
  beneficiaryPlan: { readonly assets: readonly DesignatedAsset[] } | null,
  marital: MaritalFacts,
): PlanConsistencyFinding[] => {
  const plan = EstatePlanSchema.safeParse(answers);
  return plan.success ? planConsistencyFindings(plan.data, beneficiaryPlan, marital) : [];
};
