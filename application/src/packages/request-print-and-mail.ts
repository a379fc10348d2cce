import {
  validateMailRequest,
  type MailingAddress,
  type ProductPackageEvent,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, type Result } from 'neverthrow';
import { invalidInput, type UseCaseError } from '../shared/errors';
import type { Requester } from '../shared/requester';
import { RecordPackageEvent, type RecordPackageEventError } from './record-package-event';

export interface RequestPrintAndMailInput {
  readonly mailingAddress: MailingAddress;
  /** "My documents are complete, and I wish to request them by mail." */
  readonly confirmed: boolean;
}

/** Request documents by mail (platform-core.md 2.12, 4.13, 5, 7). */
@injectable()
export class RequestPrintAndMail {
  constructor(@inject(RecordPackageEvent) private readonly events: RecordPackageEvent) {}

  async execute(
    requester: Requester,
    input: RequestPrintAndMailInput,
  ): Promise<
    Result<ProductPackageEvent, RecordPackageEventError | UseCaseError<'REQUEST.INVALID'>>
  > {
    const errors = validateMailRequest({
      address: input.mailingAddress,
      confirmed: input.confirmed,
      page: 2,
    });
    if (Object.keys(errors).length > 0) return err(invalidInput(errors));
    return this.events.record(requester, 'REQUEST_PRINT_AND_MAIL', input.mailingAddress);
  }
}
