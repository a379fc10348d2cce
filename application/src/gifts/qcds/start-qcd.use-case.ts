import { draftQcdGift, fieldErrorsOf, QcdGiftSchema } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../../ports/clock.port';
import { ID_GENERATOR, type IdGenerator } from '../../ports/id-generator.port';
import { NONPROFIT_DIRECTORY, type NonprofitDirectory } from '../../ports/nonprofit-directory.port';
import { invalidInput, notFound, type UseCaseError } from '../../shared/errors';
import type { Requester } from '../../shared/requester';
import { QcdRecords } from './qcd-records.service';
import { qcdCharity, qcdView, type QcdView } from './qcd-view';

export type StartQcdError = UseCaseError<'REQUEST.INVALID' | 'REQUEST.NOT_FOUND'>;

/**
 * A signed-in IRA owner starts a qualified charitable distribution (giving-and-beneficiaries.md
 * 2.6, issue 23) with its answers, kept as a draft on the active profile; the charity is the one
 * the IRS master file names by the EIN.
 */
@injectable()
export class StartQcd {
  constructor(
    @inject(QcdRecords) private readonly records: QcdRecords,
    @inject(NONPROFIT_DIRECTORY) private readonly directory: NonprofitDirectory,
    @inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(requester: Requester, input: unknown): Promise<Result<QcdView, StartQcdError>> {
    const read = QcdGiftSchema.safeParse(input);
    if (!read.success) return err(invalidInput(fieldErrorsOf(read.error.issues)));
    const recipient = await qcdCharity(this.directory, read.data.recipientEin);
    if (recipient.isErr()) return err(recipient.error);
    const gift = draftQcdGift(this.ids.newId(), read.data, recipient.value);
    const created = await this.records.create(requester, gift, this.clock.now());
    return created ? ok(qcdView(gift)) : err(notFound('Profile'));
  }
}
