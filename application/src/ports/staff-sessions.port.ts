import type { StaffRole } from '@bequest/domain';

/** A staff member as the company's OpenID provider vouched for them at sign-in. */
export interface StaffMember {
  /** The issuer's subject: the one key of a staff member. */
  readonly subject: string;
  readonly email: string;
  readonly name: string;
  readonly role: StaffRole;
}

/**
 * Staff sessions, apart from people's (ADR 0022): kept on the server, each found by its secret
 * (stored hashed), ended by log-out or by its expiry.
 */
export interface StaffSessions {
  start(member: StaffMember, secret: string, startedAt: Date, expiresAt: Date): Promise<void>;
  /** The member of a session that is neither ended nor expired at `at`; null otherwise. */
  find(secret: string, at: Date): Promise<StaffMember | null>;
  end(secret: string, at: Date): Promise<void>;
}
export const STAFF_SESSIONS: symbol = Symbol.for('StaffSessions');
