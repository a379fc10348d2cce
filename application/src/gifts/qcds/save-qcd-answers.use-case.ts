import { draftQcdGift, fieldErrorsOf, QcdGiftSchema } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../../ports/clock.port';
import { NONPROFIT_DIRECTORY, type NonprofitDirectory } from '../../ports/nonprofit-directory.port';
import { invalidInput } from '../../shared/errors';
import type { Requester } from '../../shared/requester';
import { changeQcdDraft, type SaveQcdError } from './qcd-draft-change';
import { QcdRecords } from './qcd-records.service';
import { qcdCharity, type QcdView } from './qcd-view';

const sendsBalance = (input: unknown): boolean =>
  typeof input === 'object' && input !== null && 'priorYearEndBalance' in input;

/**
 * Changes a draft QCD's answers (giving 2.6 /qcd/a/qcd/{qcdId}, /charity): all of them at once,
 * the charity looked up again; the RMD step's balance stays as it was unless the answers send one.
 */
@injectable()
export class SaveQcdAnswers {
  constructor(
    @inject(QcdRecords) private readonly records: QcdRecords,
    @inject(NONPROFIT_DIRECTORY) private readonly directory: NonprofitDirectory,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(
    requester: Requester,
    id: string,
    input: unknown,
  ): Promise<Result<QcdView, SaveQcdError>> {
    return changeQcdDraft(this.records, this.clock, requester, id, async (gift) => {
      const read = QcdGiftSchema.safeParse(input);
      if (!read.success) return err(invalidInput(fieldErrorsOf(read.error.issues)));
      const recipient = await qcdCharity(this.directory, read.data.recipientEin);
      if (recipient.isErr()) return err(recipient.error);
      const priorYearEndBalance = sendsBalance(input)
        ? read.data.priorYearEndBalance
        : gift.priorYearEndBalance;
      return ok(draftQcdGift(gift.id, { ...read.data, priorYearEndBalance }, recipient.value));
    });
  }
}
