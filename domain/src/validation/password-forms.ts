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

/** A new password and its confirmation (platform-core.md 2.6, 5): reset and create password. */
export const NewPasswordFormSchema = z
  .object({
    password: z.string().refine(isValidPassword, PASSWORD_CRITERIA_MESSAGE),
    confirmPassword: z.string(),
  })
  .superRefine(({ password, confirmPassword }, context) => {
    const message = validatePasswordConfirmation(password, confirmPassword);
    if (message) context.addIssue({ code: 'custom', path: ['confirmPassword'], message });
  });
export type NewPasswordForm = z.input<typeof NewPasswordFormSchema>;
