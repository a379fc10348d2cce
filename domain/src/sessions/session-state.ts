import { isRepeatWillUserTreatmentArm, type RepeatWillUserArm } from '../reference/experiments';

export interface SessionFacts {
  readonly isRegistered: boolean;
  readonly isVerified: boolean;
  readonly hasAuthToken: boolean;
  readonly activeProfileId: string | null;
  readonly signInCount: number;
  readonly repeatWillUserArm: RepeatWillUserArm | null;
}

/** Registered and verified, or in a non-control arm of the repeat-will-user experiment (4.2). */
export const isLoggedIn = (facts: SessionFacts): boolean =>
  (facts.isRegistered && facts.isVerified) || isRepeatWillUserTreatmentArm(facts.repeatWillUserArm);

/** Holds an auth token and has an active profile (platform-core.md 4.2). */
export const isAuthorized = (facts: Pick<SessionFacts, 'hasAuthToken' | 'activeProfileId'>) =>
  facts.hasAuthToken && Boolean(facts.activeProfileId);

/** A returning user has signed in before (platform-core.md 4.2). */
export const isReturningUser = (facts: Pick<SessionFacts, 'signInCount'>): boolean =>
  facts.signInCount > 0;

/** Logged in or authorized (platform-core.md 4.2). */
export const isKnownUser = (facts: SessionFacts): boolean =>
  isLoggedIn(facts) || isAuthorized(facts);
