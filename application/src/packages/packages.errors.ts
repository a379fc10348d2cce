import type { UseCaseError } from '../shared/errors';

export const NO_PACKAGE: UseCaseError<'PACKAGE.NONE'> = {
  code: 'PACKAGE.NONE',
  message: 'Please choose your plan first.',
};
