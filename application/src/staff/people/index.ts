import { DeletePerson } from './delete-person.use-case';
import { EndPersonSessions } from './end-person-sessions.use-case';
import { MergePeople } from './merge-people.use-case';
import { SendPersonAccountEmail } from './send-person-account-email.use-case';
import { UnlockPersonSignIn } from './unlock-person-sign-in.use-case';

export * from './delete-person.use-case';
export * from './end-person-sessions.use-case';
export * from './merge-people.use-case';
export * from './people.errors';
export * from './person-account';
export * from './send-person-account-email.use-case';
export * from './unlock-person-sign-in.use-case';

/** What support does for a person on request, each a use case the API exposes. */
export const PEOPLE_ACTION_USE_CASES = [
  SendPersonAccountEmail,
  EndPersonSessions,
  UnlockPersonSignIn,
  MergePeople,
  DeletePerson,
] as const;
