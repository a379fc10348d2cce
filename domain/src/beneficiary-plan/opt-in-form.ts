import { z } from 'zod';
import { yesNo } from '../estate-plan/wizard/will-forms';

/**
 * The opt-in preferences (giving 2.4, 4.7, 5.4): one of the two answers is needed to save; "yes"
 * lets the nonprofits named know who the person is.
 */
export const OptInFormSchema = z
  .object({ share: yesNo })
  .transform(({ share }) => ({ hasPermissionToShareInfo: share === 'yes' }));
export type OptInForm = z.input<typeof OptInFormSchema>;

/** The form of the saved answer: nothing chosen until the question has been answered. */
export const optInFormOf = (hasPermissionToShareInfo: boolean | null): OptInForm => ({
  share: hasPermissionToShareInfo === null ? null : hasPermissionToShareInfo ? 'yes' : 'no',
});
