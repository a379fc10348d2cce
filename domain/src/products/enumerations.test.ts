import { DfpoaSectionSchema } from '../dfpoa/dfpoa-section';
import {
  EstatePlanReferrerSchema,
  EstatePlanSectionSchema,
} from '../estate-plan/estate-plan-section-schema';
import { ProductPackageEventTypeSchema } from '../packages/product-package-event-type';
import { GenderSchema } from '../profiles/gender';
import { PlanTypeSchema, ProductTypeSchema } from './product-type';
import { ProgressStatusSchema } from './progress-status';

describe('stored enumerations accept only the specification values (platform-core.md 3)', () => {
  it.each([
    [ProductTypeSchema, 'NONPROBATE_PLANS', 'nonprobate'],
    [PlanTypeSchema, 'RLT', 'AHCD'],
    [ProgressStatusSchema, 'INCOMPLETE', 'STARTED'],
    [GenderSchema, 'TRANS', 'male'],
    [EstatePlanSectionSchema, 'ASSETS_TOTAL', 'FINISHED'],
    [EstatePlanReferrerSchema, 'BEQUEST_PARTNER', 'partner'],
    [DfpoaSectionSchema, 'POWERS_SECTION_COMPLETE', 'REVIEW'],
    [ProductPackageEventTypeSchema, 'REQUEST_PRINT_AND_MAIL', 'PRINT'],
  ])('%# accepts %s and rejects %s', (schema, valid, invalid) => {
    expect(schema.safeParse(valid).success).toBe(true);
    expect(schema.safeParse(invalid).success).toBe(false);
  });
});
