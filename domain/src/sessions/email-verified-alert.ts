import { isRepeatWillUserTreatmentArm, type RepeatWillUserArm } from '../reference/experiments';

/**
 * The e-mail-verified alert starts shown for a repeat will user not in the control group whose
 * e-mail is verified and who has no password yet (platform-core.md 4.15).
 */
export const showsEmailVerifiedAlert = (user: {
  readonly isEmailConfirmed: boolean;
  readonly isRegistered: boolean;
  readonly repeatWillUserArm: RepeatWillUserArm | null;
}): boolean =>
  user.isEmailConfirmed &&
  !user.isRegistered &&
  isRepeatWillUserTreatmentArm(user.repeatWillUserArm);
