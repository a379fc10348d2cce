import type { AuthResponseCode } from '@bequest/domain';
import type { CurrentUserView } from './current-user-view';

/** A signed-in answer: the auth response code, the session token and the current user. */
export interface SessionGrant {
  readonly code: AuthResponseCode;
  readonly token: string;
  readonly user: CurrentUserView;
}
