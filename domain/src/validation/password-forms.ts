import { z } from 'zod';
import { EMAIL_MESSAGE, isValidEmail } from './email';
import {
  isValidPassword,
  PASSWORD_CRITERIA_MESSAGE,
  validatePasswordConfirmation,
} from './password';

/** Password recovery (platform-core.md 2.6): the address to send the reset link to. */
export const PasswordRecoveryFormSchema = z.object({
  email: z.string().trim().refine(isValidEmail, EMAIL_MESSAGE),
});
export type PasswordRecoveryForm = z.input<typeof PasswordRecoveryFormSchema>;

const newPasswordFields = {
  password: z.string().refine(isValidPassword, PASSWORD_CRITERIA_MESSAGE),
  confirmPassword: z.string(),
};

const confirmed = (
  { password, confirmPassword }: { readonly password: string; readonly confirmPassword: string },
  context: z.RefinementCtx,
) => {
  const message = validatePasswordConfirmation(password, confirmPassword);
  if (message) context.addIssue({ code: 'custom', path: ['confirmPassword'], message });
};

/** A new password and its confirmation (platform-core.md 2.6, 5): reset and create password. */
export const NewPasswordFormSchema = z.object(newPasswordFields).superRefine(confirmed);
export type NewPasswordForm = z.input<typeof NewPasswordFormSchema>;

export const CURRENT_PASSWORD_MESSAGES = {
  missing: 'Please enter your current password',
  incorrect: 'That is not your current password',
} as const;

/** Changing the password of a signed-in account: the current one, then a new one as above. */
export const ChangePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, CURRENT_PASSWORD_MESSAGES.missing),
    ...newPasswordFields,
  })
  .superRefine(confirmed);
export type ChangePasswordForm = z.input<typeof ChangePasswordFormSchema>;
