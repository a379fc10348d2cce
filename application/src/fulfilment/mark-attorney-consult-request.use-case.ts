import {
  nextAttorneyConsultStatus,
  US_STATES,
  type AttorneyConsultStep,
  type FulfilmentTransitionRefused,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import {
  ATTORNEY_CONSULT_REQUESTS,
  type AttorneyConsultMove,
  type AttorneyConsultRequestRecord,
  type AttorneyConsultRequests,
} from '../ports/attorney-consult-requests.port';
import { CLOCK, type Clock } from '../ports/clock.port';
import { MAIL_OUTBOX, type MailOutbox } from '../ports/mail-outbox.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { invalidInput, notFound, staleWrite, type UseCaseError } from '../shared/errors';
import { AuditTrail } from '../staff/audit-trail.service';
import { closingReason } from './closing-reason';

export type MarkAttorneyConsultError =
  | UseCaseError<'REQUEST.NOT_FOUND'>
  | UseCaseError<'REQUEST.INVALID'>
  | UseCaseError<'REQUEST.STALE_WRITE'>
  | FulfilmentTransitionRefused;

export interface MarkAttorneyConsultInput {
  readonly id: string;
  readonly step: AttorneyConsultStep;
  /** The network's attorney or firm the request is sent on to: required to refer. */
  readonly attorney?: string;
  /** Required to close. */
  readonly reason?: string;
}

const detailsOf = (
  input: MarkAttorneyConsultInput,
): Result<AttorneyConsultMove, UseCaseError<'REQUEST.INVALID'>> => {
  if (input.step === 'referred') {
    const attorney = input.attorney?.trim() ?? '';
    if (attorney.length < 2 || attorney.length > 200)
      return err(invalidInput({ attorney: 'Name the attorney or firm, in 2 to 200 characters.' }));
    return ok({ attorney });
  }
  if (input.step === 'closed') {
    return closingReason(input.reason).map((closeReason) => ({ closeReason }));
  }
  return ok({});
};

/**
 * Support refers a request to an attorney of the network, marks it contacted, or closes it (with
 * a reason), in order only; each change is audited, and once referred the person is told by
 * e-mail that the attorney will contact them.
 */
@injectable()
export class MarkAttorneyConsultRequest {
  constructor(
    @inject(ATTORNEY_CONSULT_REQUESTS) private readonly requests: AttorneyConsultRequests,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(MAIL_OUTBOX) private readonly outbox: MailOutbox,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    staff: StaffMember,
    input: MarkAttorneyConsultInput,
  ): Promise<Result<AttorneyConsultRequestRecord, MarkAttorneyConsultError>> {
    const details = detailsOf(input);
    if (details.isErr()) return err(details.error);
    const request = await this.requests.find(input.id);
    if (!request) return err(notFound('Attorney-consult request'));
    const next = nextAttorneyConsultStatus(request.status, input.step);
    if (next.isErr()) return err(next.error);
    await this.audit.record(staff, 'attorney_consult.mark', {
      tenantId: request.tenantId,
      accountId: request.accountId,
      subject: `${request.id}: ${request.status} → ${next.value}${details.value.attorney ? ` (${details.value.attorney})` : ''}`,
      reason: details.value.closeReason ?? null,
    });
    const moved = await this.requests.move(
      request.id,
      request.status,
      next.value,
      this.clock.now(),
      details.value,
    );
    if (!moved) return err(staleWrite());
    if (moved.status === 'referred')
      await this.outbox.enqueue({
        tenantId: moved.tenantId,
        to: moved.contact.email,
        template: 'attorney_consult_referred',
        values: { attorney: moved.attorney ?? '', state: US_STATES[moved.state] },
      });
    return ok(moved);
  }
}
