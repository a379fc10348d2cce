import type { DocumentProductType } from '../products/document-product-types';
import type { EstatePlanPackageType } from './estate-plan-package-type';

/** Documents required per package (platform-core.md 3). */
export const REQUIRED_DOCUMENTS = {
  trust_based: ['RLT', 'DFPOA', 'AHCD'],
  will_based: ['WILL', 'DFPOA', 'AHCD'],
  incapacity_only: ['DFPOA', 'AHCD'],
  will_only: ['WILL'],
  trust_only: ['RLT'],
  no_required_docs: [],
} as const satisfies Record<EstatePlanPackageType, readonly DocumentProductType[]>;

/** The package's documents, with the beneficiary plan appended when that feature is on. */
export const requiredDocuments = (
  packageType: EstatePlanPackageType,
  beneficiaryPlan: boolean,
): DocumentProductType[] => [
  ...REQUIRED_DOCUMENTS[packageType],
  ...(beneficiaryPlan ? (['NONPROBATE_PLANS'] as const) : []),
];
