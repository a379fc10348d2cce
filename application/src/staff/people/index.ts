import { DeletePerson } from './delete-person';
import { EndPersonSessions } from './end-person-sessions';
import { MergePeople } from './merge-people';
import { SendPersonAccountEmail } from './send-person-account-email';
import { UnlockPersonSignIn } from './unlock-person-sign-in';

export * from './delete-person';
export * from './end-person-sessions';
export * from './merge-people';
export * from './person-account';
export * from './send-person-account-email';
export * from './unlock-person-sign-in';

/** What support does for a person on request, each a use case the API exposes. */
export const PEOPLE_ACTION_USE_CASES = [
  SendPersonAccountEmail,
  EndPersonSessions,
  UnlockPersonSignIn,
  MergePeople,
  DeletePerson,
] as const;
