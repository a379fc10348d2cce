import {
  einOf,
  fieldErrorsOf,
  ReceivingDetailsSchema,
  type ExemptOrganization,
  type ReceivingDetails,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../ports/clock.port';
import { NONPROFIT_DIRECTORY, type NonprofitDirectory } from '../ports/nonprofit-directory.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { RECEIVING_DETAILS, type ReceivingDetailsBook } from '../ports/stock-gifts.port';
import { invalidInput, notFound, type UseCaseError } from '../shared/errors';
import { AuditTrail } from '../staff/audit-trail.service';

/** A nonprofit of the directory and where it receives shares, if staff have said. */
export interface NonprofitReceiving {
  readonly organization: ExemptOrganization;
  readonly details: ReceivingDetails | null;
}

type Failure = UseCaseError<'REQUEST.INVALID' | 'REQUEST.NOT_FOUND'>;

/**
 * Where each nonprofit of the directory receives gifts of stock (issue 23, ADR 0019): read and set
 * by staff in the console, or by `npm run receiving:set`, both through this use case. Setting is
 * audited when staff do it.
 */
@injectable()
export class NonprofitReceivingDetails {
  constructor(
    @inject(NONPROFIT_DIRECTORY) private readonly directory: NonprofitDirectory,
    @inject(RECEIVING_DETAILS) private readonly book: ReceivingDetailsBook,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async read(typedEin: string): Promise<Result<NonprofitReceiving, Failure>> {
    const organization = await this.organizationOf(typedEin);
    if (organization.isErr()) return err(organization.error);
    return ok({
      organization: organization.value,
      details: await this.book.byEin(organization.value.ein),
    });
  }

  /** Sets the details; `staff` is null for the command line, which has no staff session. */
  async set(
    staff: StaffMember | null,
    typedEin: string,
    input: unknown,
  ): Promise<Result<NonprofitReceiving, Failure>> {
    const details = ReceivingDetailsSchema.safeParse(input);
    if (!details.success) return err(invalidInput(fieldErrorsOf(details.error.issues)));
    const organization = await this.organizationOf(typedEin);
    if (organization.isErr()) return err(organization.error);
    const { ein } = organization.value;
    await this.book.save(ein, details.data, this.clock.now());
    if (staff)
      await this.audit.record(staff, 'receiving_details.set', {
        subject: `${ein} (${details.data.receivingFirm})`,
      });
    return ok({ organization: organization.value, details: details.data });
  }

  private async organizationOf(typedEin: string): Promise<Result<ExemptOrganization, Failure>> {
    const ein = einOf(typedEin);
    if (!ein) return err(invalidInput({ ein: 'Give the nonprofit’s EIN, such as 94-1156365.' }));
    const [organization] = await this.directory.organizationsByEin([ein]);
    return organization ? ok(organization) : err(notFound('Nonprofit'));
  }
}
