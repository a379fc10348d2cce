import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { NONPROFIT_DIRECTORY, type NonprofitDirectory } from '../ports/nonprofit-directory.port';
import { RECEIVING_DETAILS, type ReceivingDetailsBook } from '../ports/stock-gifts.port';
import {
  receivingOrganizationOf,
  type NonprofitReceiving,
  type NonprofitReceivingFailure,
} from './nonprofit-receiving';

/**
 * Where a nonprofit of the directory receives gifts of stock (issue 23, ADR 0019), read by staff
 * in the console.
 */
@injectable()
export class ReadNonprofitReceivingDetails {
  constructor(
    @inject(NONPROFIT_DIRECTORY) private readonly directory: NonprofitDirectory,
    @inject(RECEIVING_DETAILS) private readonly book: ReceivingDetailsBook,
  ) {}

  async execute(typedEin: string): Promise<Result<NonprofitReceiving, NonprofitReceivingFailure>> {
    const organization = await receivingOrganizationOf(this.directory, typedEin);
    if (organization.isErr()) return err(organization.error);
    return ok({
      organization: organization.value,
      details: await this.book.byEin(organization.value.ein),
    });
  }
}
