import type { UseCaseError } from '../shared/errors';

export const TRUST_NOT_FINISHED: UseCaseError<'TRUST_FUNDING.NOT_FINISHED'> = {
  code: 'TRUST_FUNDING.NOT_FINISHED',
  message: 'Finish your trust first: its funding steps follow from the finished trust.',
};
