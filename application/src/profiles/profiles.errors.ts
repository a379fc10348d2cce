import type { UseCaseError } from '../shared/errors';
import { ATTORNEY_CONSULT_NOT_OFFERED } from '@bequest/domain';

export const UNDER_AGE: UseCaseError<'PROFILE.UNDER_AGE'> = {
  code: 'PROFILE.UNDER_AGE',
  message: 'You must be at least 18 years old to use this service.',
};

export const ATTORNEY_CONSULT_NOT_ELIGIBLE: UseCaseError<'ATTORNEY_CONSULT.NOT_ELIGIBLE'> = {
  code: 'ATTORNEY_CONSULT.NOT_ELIGIBLE',
  message: ATTORNEY_CONSULT_NOT_OFFERED,
};
