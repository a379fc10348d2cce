/** What a session token carries (DECISIONS.md "Sessions"). */
export interface SessionClaims {
  readonly tenantId: string;
  readonly accountId: string;
  readonly activeProfileId: string;
  /** Bumped on password change and log-out everywhere; older tokens stop working. */
  readonly sessionVersion: number;
}

/** Signs and reads session tokens. */
export interface SessionTokens {
  issue(claims: SessionClaims): string;
  read(token: string): SessionClaims | null;
}
export const SESSION_TOKENS: symbol = Symbol.for('SessionTokens');
