import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../ports/clock.port';
import { STAFF_SESSIONS, type StaffMember, type StaffSessions } from '../ports/staff-sessions.port';
import { staffError, type StaffError } from './staff.errors';

/** Turns a staff session's secret into its staff member. */
@injectable()
export class StaffSessionOf {
  constructor(
    @inject(STAFF_SESSIONS) private readonly sessions: StaffSessions,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    secret: string | null | undefined,
  ): Promise<Result<StaffMember, StaffError<'STAFF.UNAUTHENTICATED'>>> {
    const member = secret ? await this.sessions.find(secret, this.clock.now()) : null;
    return member ? ok(member) : err(staffError('STAFF.UNAUTHENTICATED'));
  }
}
