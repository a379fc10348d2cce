import type { UseCaseError } from '../../shared/errors';

export const ALREADY_CONFIRMED: UseCaseError<'GIFT.TRANSITION_REFUSED'> = {
  code: 'GIFT.TRANSITION_REFUSED',
  message: 'Your e-mail address is already confirmed for this gift.',
};

export const GUESTS_CLOSED: UseCaseError<'GIFT.GUESTS_CLOSED'> = {
  code: 'GIFT.GUESTS_CLOSED',
  message: 'Please log in or create an account to give stock.',
};

export const NOT_RECEIVING: UseCaseError<'GIFT.NOT_RECEIVING'> = {
  code: 'GIFT.NOT_RECEIVING',
  message:
    'This nonprofit has not told us where it receives gifts of stock yet. Please ask the nonprofit for its transfer instructions.',
};
