import type { RepeatWillUserArm } from '@bequest/domain';
import type { NewAccount } from '../ports/account-repository.port';

/**
 * A new account: registered once it has a password, unverified until its e-mail is, with no
 * attorney-consultation answers yet and, unless given an arm, outside the repeat-will-user
 * experiment. It holds its address unless told it is another account's.
 */
export const newAccount = (fields: {
  readonly id: string;
  readonly tenantId: string;
  readonly email: string;
  readonly passwordHash: string | null;
  readonly accountOwnerId: string;
  readonly isJointTrustPlanSelected?: boolean;
  readonly repeatWillUserArm?: RepeatWillUserArm | null;
  readonly holdsEmail?: boolean;
}): NewAccount => ({
  ...fields,
  holdsEmail: fields.holdsEmail ?? true,
  isRegistered: fields.passwordHash !== null,
  isEmailConfirmed: false,
  isJointTrustPlanSelected: fields.isJointTrustPlanSelected ?? false,
  repeatWillUserArm: fields.repeatWillUserArm ?? null,
  advisorEmail: null,
  attorneyConsultMetadata: {
    attorneyConsultRequestedAt: null,
    attorneyConsultNotInterestedSubmittedAt: null,
  },
});
