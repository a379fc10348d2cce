import { z } from 'zod';
import { EMAIL_MESSAGE, isValidEmail } from './email';

export const PASSWORD_REQUIRED_MESSAGE = 'Please enter your password';

/** The log-in form (platform-core.md 2.6): a full e-mail address and a password. */
export const LogInFormSchema = z.object({
  email: z.string().trim().refine(isValidEmail, EMAIL_MESSAGE),
  password: z.string().min(1, PASSWORD_REQUIRED_MESSAGE),
});
export type LogInForm = z.input<typeof LogInFormSchema>;
