import { z } from 'zod';

/** The event kept when someone closes password creation without a password (platform-core.md 3). */
export const PASSWORD_EVENT_NAME = 'Repeat Will User Password Event';

/** Where password creation was closed: the first modal, or the notice after the e-mail is verified. */
export const PasswordEventOriginSchema = z.enum(['initial_modal', 'notice']);
export type PasswordEventOrigin = z.infer<typeof PasswordEventOriginSchema>;

/** The account verification step password creation opens at (platform-core.md 4.15). */
export type PasswordCreationStep = 'CREATE_PASSWORD' | 'EMAIL_VERIFIED';

/** Closing at CREATE_PASSWORD dismisses the first modal; at EMAIL_VERIFIED, the notice (4.15). */
export const passwordDismissalOrigin = (step: PasswordCreationStep): PasswordEventOrigin =>
  step === 'CREATE_PASSWORD' ? 'initial_modal' : 'notice';

export const PASSWORD_DISMISSAL_VALUES = {
  initial_modal: 'password modal dismissed',
  notice: 'password notice dismissed',
} as const satisfies Record<PasswordEventOrigin, string>;
