import { AttorneyNetworkMemberSchema } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../ports/clock.port';
import {
  ATTORNEY_NETWORK,
  type AttorneyNetwork,
  type AttorneyNetworkMemberRecord,
} from '../ports/attorney-drafted-plans.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { invalidInput, notFound, type UseCaseError } from '../shared/errors';
import { AuditTrail } from '../staff/audit-trail.service';

export type SaveAttorneyNetworkMemberError =
  UseCaseError<'REQUEST.INVALID'> | UseCaseError<'REQUEST.NOT_FOUND'>;

/**
 * Support adds an attorney to the network or edits one (name, firm, contact, the states where
 * they take plans, whether they take new ones), validated by the domain's schema with each field
 * at fault named; audited as attorney_network.save.
 */
@injectable()
export class SaveAttorneyNetworkMember {
  constructor(
    @inject(ATTORNEY_NETWORK) private readonly network: AttorneyNetwork,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    staff: StaffMember,
    id: string | null,
    input: unknown,
  ): Promise<Result<AttorneyNetworkMemberRecord, SaveAttorneyNetworkMemberError>> {
    const parsed = AttorneyNetworkMemberSchema.safeParse(input);
    if (!parsed.success)
      return err(
        invalidInput(
          Object.fromEntries(
            parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
          ),
        ),
      );
    if (id !== null && !(await this.network.find(id))) return err(notFound('Attorney'));
    const member = parsed.data;
    await this.audit.record(staff, 'attorney_network.save', {
      subject: `${id ?? 'new'}: ${member.name}${member.firm ? `, ${member.firm}` : ''} (${member.states.join(' ')}${member.active ? '' : ', inactive'})`,
    });
    const now = this.clock.now();
    const saved =
      id === null
        ? await this.network.add(member, now)
        : await this.network.update(id, member, now);
    return saved ? ok(saved) : err(notFound('Attorney'));
  }
}
