import {
  isValidPassword,
  PASSWORD_CRITERIA_MESSAGE,
  validatePasswordConfirmation,
} from '@bequest/sdk';
import type { FieldErrors, Resolver } from 'react-hook-form';

export interface ChangePasswordForm {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

export const CURRENT_PASSWORD_MESSAGES = {
  missing: 'Please enter your current password',
  incorrect: 'That is not your current password',
} as const;

const FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;

/**
 * The current password, and a new one that meets the criteria and is confirmed
 * (platform-core.md 5).
 */
export const changePasswordResolver: Resolver<ChangePasswordForm> = (values) => {
  const messages: Record<keyof ChangePasswordForm, string | null> = {
    currentPassword: values.currentPassword === '' ? CURRENT_PASSWORD_MESSAGES.missing : null,
    password: isValidPassword(values.password) ? null : PASSWORD_CRITERIA_MESSAGE,
    confirmPassword: validatePasswordConfirmation(values.password, values.confirmPassword),
  };
  const errors: FieldErrors<ChangePasswordForm> = {};
  for (const field of FIELDS) {
    const message = messages[field];
    if (message) errors[field] = { type: 'validate', message };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};
