import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../ports/clock.port';
import { STAFF_SESSIONS, type StaffSessions } from '../ports/staff-sessions.port';

/** Ends a staff session on log-out (ADR 0022): its secret no longer signs anyone in. */
@injectable()
export class EndStaffSession {
  constructor(
    @inject(STAFF_SESSIONS) private readonly sessions: StaffSessions,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(secret: string): Promise<void> {
    return this.sessions.end(secret, this.clock.now());
  }
}
