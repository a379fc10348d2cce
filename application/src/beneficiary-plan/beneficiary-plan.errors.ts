import type { UseCaseError } from '../shared/errors';

export const BENEFICIARY_PLAN_OFF: UseCaseError<'BENEFICIARY_PLAN.OFF'> = {
  code: 'BENEFICIARY_PLAN.OFF',
  message: 'The Beneficiary Plan is not offered here.',
};
