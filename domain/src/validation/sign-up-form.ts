import { z } from 'zod';
import { TERMS_REQUIRED_MESSAGE } from '../sessions/terms';
import { EMAIL_MESSAGE, isValidEmail } from './email';
import { isValidFullName, NAME_MESSAGES } from './name-rules';
import { isValidPassword, PASSWORD_CRITERIA_MESSAGE } from './password';

/** Sign-up with a password (platform-core.md 2.6, 4.2, 5): the form and the server share it. */
export const SignUpFormSchema = z.object({
  fullName: z.string().trim().refine(isValidFullName, NAME_MESSAGES.last),
  email: z.string().trim().refine(isValidEmail, EMAIL_MESSAGE),
  password: z.string().refine(isValidPassword, PASSWORD_CRITERIA_MESSAGE),
  termsAccepted: z.boolean().refine((accepted) => accepted, TERMS_REQUIRED_MESSAGE),
});
export type SignUpForm = z.input<typeof SignUpFormSchema>;
