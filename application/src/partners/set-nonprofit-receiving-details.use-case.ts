import { fieldErrorsOf, ReceivingDetailsSchema } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../ports/clock.port';
import { NONPROFIT_DIRECTORY, type NonprofitDirectory } from '../ports/nonprofit-directory.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { RECEIVING_DETAILS, type ReceivingDetailsBook } from '../ports/stock-gifts.port';
import { invalidInput } from '../shared/errors';
import { AuditTrail } from '../staff/audit-trail.service';
import {
  receivingOrganizationOf,
  type NonprofitReceiving,
  type NonprofitReceivingFailure,
} from './nonprofit-receiving';

/**
 * Sets where a nonprofit of the directory receives gifts of stock (issue 23, ADR 0019): by staff
 * in the console, or by `npm run receiving:set`, both through this use case. Audited when staff
 * do it.
 */
@injectable()
export class SetNonprofitReceivingDetails {
  constructor(
    @inject(NONPROFIT_DIRECTORY) private readonly directory: NonprofitDirectory,
    @inject(RECEIVING_DETAILS) private readonly book: ReceivingDetailsBook,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `staff` is null for the command line, which has no staff session. */
  async execute(
    staff: StaffMember | null,
    typedEin: string,
    input: unknown,
  ): Promise<Result<NonprofitReceiving, NonprofitReceivingFailure>> {
    const details = ReceivingDetailsSchema.safeParse(input);
    if (!details.success) return err(invalidInput(fieldErrorsOf(details.error.issues)));
    const organization = await receivingOrganizationOf(this.directory, typedEin);
    if (organization.isErr()) return err(organization.error);
    const { ein } = organization.value;
    await this.book.save(ein, details.data, this.clock.now());
    if (staff)
      await this.audit.record(staff, 'receiving_details.set', {
        subject: `${ein} (${details.data.receivingFirm})`,
      });
    return ok({ organization: organization.value, details: details.data });
  }
}
