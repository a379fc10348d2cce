import type { UseCaseError } from '../shared/errors';

export const BENEFICIARY_PLAN_OFF: UseCaseError<'BENEFICIARY_PLAN.OFF'> = {
  code: 'BENEFICIARY_PLAN.OFF',
  message: 'The Beneficiary Plan is not offered here.',
};

export type BeneficiaryPlanError =
  | UseCaseError<'REQUEST.NOT_FOUND'>
  | UseCaseError<'REQUEST.INVALID'>
  | UseCaseError<'REQUEST.STALE_WRITE'>
  | typeof BENEFICIARY_PLAN_OFF;
