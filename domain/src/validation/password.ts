export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_CRITERIA = [
  {
    id: 'length',
    label: 'At least 8 characters',
    test: (text: string) => text.length >= PASSWORD_MIN_LENGTH,
  },
  { id: 'lowercase', label: 'One lower-case letter', test: (text: string) => /[a-z]/.test(text) },
  { id: 'uppercase', label: 'One upper-case letter', test: (text: string) => /[A-Z]/.test(text) },
  { id: 'number', label: 'One number', test: (text: string) => /\d/.test(text) },
] as const;
export type PasswordCriterion = (typeof PASSWORD_CRITERIA)[number]['id'];

/** Each criterion and whether it is met, reported one by one (platform-core.md 5). */
export const passwordCriteria = (password: string) =>
  PASSWORD_CRITERIA.map(({ id, label, test }) => ({ id, label, met: test(password) }));

/** The one message for a password that misses a criterion (platform-core.md 5). */
export const PASSWORD_CRITERIA_MESSAGE =
  'Use at least 8 characters with a lower-case letter, an upper-case letter and a number.';

export const isValidPassword = (password: string): boolean =>
  passwordCriteria(password).every((criterion) => criterion.met);

export const PASSWORD_CONFIRMATION_MESSAGES = {
  missing: 'Please confirm your password',
  mismatch: 'The passwords do not match',
} as const;

/** The confirmation is non-empty and equal to the password (platform-core.md 5). */
export const validatePasswordConfirmation = (password: string, confirmation: string) =>
  confirmation === ''
    ? PASSWORD_CONFIRMATION_MESSAGES.missing
    : confirmation !== password
      ? PASSWORD_CONFIRMATION_MESSAGES.mismatch
      : null;
