import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import {
  EstatePlanPackageTypeSchema,
  type EstatePlanPackageType,
} from './estate-plan-package-type';
import { ProductPackageEventTypeSchema } from './product-package-event-type';

const randId = z.string().min(1);

/** packageDetails of a product package event (platform-core.md 3). */
export const ProductPackageDetailsSchema = z.object({
  packageType: EstatePlanPackageTypeSchema,
  ahcdId: randId,
  dfpoaId: randId,
  estateId: randId.nullable(),
});
export type ProductPackageDetails = z.output<typeof ProductPackageDetailsSchema>;

export const ProductPackageEventSchema = z.object({
  eventType: ProductPackageEventTypeSchema,
  createdBy: z.string(),
  createdAt: z.string(),
  packageDetails: ProductPackageDetailsSchema,
});
export type ProductPackageEvent = z.output<typeof ProductPackageEventSchema>;

export interface InvalidPackageDetailsError {
  readonly code: 'PACKAGE.INVALID_DETAILS';
  readonly message: 'Tried to build invalid ProductPackageDetails';
}

/** The documents a person holds, by randId. */
export interface PackageDocumentIds {
  readonly will: string | null;
  readonly rlt: string | null;
  readonly ahcd: string | null;
  readonly dfpoa: string | null;
}

/**
 * ProductPackageDetails for an event (platform-core.md 5): the AHCD and DFPOA ids are required,
 * plus the estate id (the will's for will_based, the trust's for trust_based); otherwise the
 * error "Tried to build invalid ProductPackageDetails", which the caller logs as a warning.
 */
export const buildProductPackageDetails = (
  packageType: EstatePlanPackageType,
  ids: PackageDocumentIds,
): Result<ProductPackageDetails, InvalidPackageDetailsError> => {
  const estateId =
    packageType === 'will_based' ? ids.will : packageType === 'trust_based' ? ids.rlt : null;
  const needsEstate = packageType === 'will_based' || packageType === 'trust_based';
  if (!ids.ahcd || !ids.dfpoa || (needsEstate && !estateId))
    return err({
      code: 'PACKAGE.INVALID_DETAILS',
      message: 'Tried to build invalid ProductPackageDetails',
    });
  return ok({ packageType, ahcdId: ids.ahcd, dfpoaId: ids.dfpoa, estateId });
};
