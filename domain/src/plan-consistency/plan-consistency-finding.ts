import type { PlanType } from '../products/product-type';
import { listing } from '../reference/listing';

/** Where a finding is fixed: on the asset's beneficiary designation, or in the will or trust. */
export type FixPlace = 'designation' | 'document';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The asset a finding is about, as the person knows it: "your IRA at Fidelity". */
export interface FindingAsset {
  readonly assetId: string | null;
  readonly label: string;
  /** A retirement account or life insurance: employer plans keep a former spouse (ERISA). */
  readonly isRetirementOrInsurance: boolean;
}

interface Common {
  /** The will or the trust the designation is checked against. */
  readonly document: PlanType;
  /** What is wrong, plainly. */
  readonly message: string;
  /** What to do about it. */
  readonly fix: string;
  /** Where to fix it, the likelier place first. */
  readonly fixAt: readonly FixPlace[];
}

/** A designation names the spouse the will or trust names, and the profile says they no longer are. */
export interface FormerSpouseFinding extends Common {
  readonly kind: 'former-spouse-designated';
  readonly asset: FindingAsset;
  readonly name: string;
}

/** A designation names someone the will or trust disinherits. */
export interface DisinheritedFinding extends Common {
  readonly kind: 'disinherited-designated';
  readonly asset: FindingAsset;
  readonly name: string;
  readonly relation: 'spouse' | 'child';
}

/** A designation names a person the will or trust, which leaves everything to others, does not. */
export interface NotInDocumentFinding extends Common {
  readonly kind: 'not-in-document-designated';
  readonly asset: FindingAsset;
  readonly name: string;
  /** Whom the document's residue goes to. */
  readonly residuaryNames: readonly string[];
}

/** The will or trust gives to a charity no beneficiary designation names. */
export interface CharityOnlyInDocumentFinding extends Common {
  readonly kind: 'charity-only-in-document';
  readonly charity: string;
  /** A retirement account of the plan, the most tax-efficient asset to give to a charity. */
  readonly retirementAsset: FindingAsset | null;
}

/** An asset that funds the trust names individuals on its POD or TOD instead of the trust. */
export interface TrustAssetToIndividualsFinding extends Common {
  readonly kind: 'trust-asset-designates-individuals';
  readonly asset: FindingAsset;
  readonly names: readonly string[];
}

/** A place where a beneficiary designation contradicts the will's or the trust's distribution. */
export type PlanConsistencyFinding =
  | FormerSpouseFinding
  | DisinheritedFinding
  | NotInDocumentFinding
  | CharityOnlyInDocumentFinding
  | TrustAssetToIndividualsFinding;
export type PlanConsistencyKind = PlanConsistencyFinding['kind'];

/** "your will" or "your trust". */
export const documentNoun = (document: PlanType): string =>
  document === 'WILL' ? 'your will' : 'your trust';

type Facts<Finding> = Omit<Finding, 'message' | 'fix' | 'fixAt'>;

const PASSES_OUTSIDE =
  'An account with a beneficiary designation passes to the people it names, whatever your will or trust says.';

/**
 * Each kind's message and fix, in plain words (issue 29). Where practice varies:
 * - A former spouse: many states revoke a designation to a former spouse on divorce (Uniform
 *   Probate Code § 2-804, upheld in Sveen v. Melin, 138 S. Ct. 1815 (2018)), but ERISA preempts those
 *   statutes for employer plans (Egelhoff v. Egelhoff, 532 U.S. 141 (2001)) and the plan pays whom
 *   its form names (Kennedy v. Plan Administrator for DuPont, 555 U.S. 285 (2009)); so the fix is
 *   always a new designation, and the warning is said for retirement accounts and life insurance.
 * - A charity: a retirement account is income in respect of a decedent, taxed to the person who
 *   inherits it (IRC § 691), not to a charity exempt under IRC § 501(a); so a charity the person
 *   gives to is suggested for the retirement account's designation.
 */
export const PLAN_CONSISTENCY_COPY = {
  'former-spouse-designated': (finding: Facts<FormerSpouseFinding>) => ({
    message: `${capitalized(finding.asset.label)} names ${finding.name} as a beneficiary, but your profile says ${finding.name} is no longer your spouse. ${PASSES_OUTSIDE}`,
    fix: `Change the beneficiaries of ${finding.asset.label} with the institution, and update ${documentNoun(finding.document)}.${
      finding.asset.isRetirementOrInsurance
        ? ' Do not rely on your divorce to undo it: federal law keeps a former spouse on an employer retirement plan or life insurance until you change the form.'
        : ''
    }`,
    fixAt: ['designation', 'document'] as const,
  }),
  'disinherited-designated': (finding: Facts<DisinheritedFinding>) => ({
    message: `${capitalized(documentNoun(finding.document))} leaves nothing to ${finding.name}, your ${finding.relation}, but ${finding.asset.label} names ${finding.name} as a beneficiary. ${PASSES_OUTSIDE}`,
    fix: `If ${finding.name} should receive nothing, remove ${finding.name} from the beneficiaries of ${finding.asset.label} and tell the institution.`,
    fixAt: ['designation'] as const,
  }),
  'not-in-document-designated': (finding: Facts<NotInDocumentFinding>) => ({
    message: `${capitalized(documentNoun(finding.document))} leaves everything to ${listing(finding.residuaryNames)}, but ${finding.asset.label} names ${finding.name}, whom ${documentNoun(finding.document)} does not name. ${PASSES_OUTSIDE}`,
    fix: `If ${finding.name} should receive ${finding.asset.label}, nothing needs to change. If not, change its beneficiaries to match ${documentNoun(finding.document)}.`,
    fixAt: ['designation', 'document'] as const,
  }),
  'charity-only-in-document': (finding: Facts<CharityOnlyInDocumentFinding>) => ({
    message: `${capitalized(documentNoun(finding.document))} gives to ${finding.charity}, but none of your beneficiary designations names it, so it receives nothing from those accounts.`,
    fix: finding.retirementAsset
      ? `If you want ${finding.charity} to share in them, name it as a beneficiary of ${finding.retirementAsset.label}: a charity pays no income tax on a retirement account, while a person who inherits one does.`
      : `If you want ${finding.charity} to share in those accounts, name it as a beneficiary on them. If it should receive only what ${documentNoun(finding.document)} gives, nothing needs to change.`,
    fixAt: ['designation'] as const,
  }),
  'trust-asset-designates-individuals': (finding: Facts<TrustAssetToIndividualsFinding>) => ({
    message: `${capitalized(finding.asset.label)} is meant to fund your trust, but its payable-on-death or transfer-on-death designation names ${listing(finding.names)}, not the trust, so it would pass to them outside the trust and its terms.`,
    fix: `Retitle ${finding.asset.label} in the name of your trustee, or change its designation to name your trust as the beneficiary.`,
    fixAt: ['designation'] as const,
  }),
} as const satisfies {
  readonly [Kind in PlanConsistencyKind]: (
    finding: Facts<Extract<PlanConsistencyFinding, { kind: Kind }>>,
  ) => Pick<Common, 'message' | 'fix' | 'fixAt'>;
};
