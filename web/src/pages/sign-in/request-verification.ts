export const REQUEST_VERIFICATION_PATH = '/login/request-verification';

/** Where log in and sign up send someone whose address is not verified yet, with that address. */
export interface RequestVerificationState {
  readonly email: string;
}
