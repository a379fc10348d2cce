import type { AuthResponseCode } from '@bequest/domain';
import type { CurrentUserView } from './current-user-view';

/** The auth response codes of a signed-in answer: verified, unverified, no password yet. */
export type SignedInCode = Extract<AuthResponseCode, 200 | 207 | 208>;

/** A signed-in answer: the auth response code, the session token and the current user. */
export interface SessionGrant {
  readonly code: SignedInCode;
  readonly token: string;
  readonly user: CurrentUserView;
}
