import {
  draftQcdGift,
  fieldErrorsOf,
  giftRefusal,
  isEditable,
  QcdGiftSchema,
  QcdRmdStepSchema,
  type QcdGift,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../../ports/clock.port';
import { NONPROFIT_DIRECTORY, type NonprofitDirectory } from '../../ports/nonprofit-directory.port';
import { invalidInput, staleWrite, type UseCaseError } from '../../shared/errors';
import type { Requester } from '../../shared/requester';
import { QcdRecords } from './qcd-records.service';
import { qcdCharity, qcdView, type QcdView } from './qcd-view';

export type SaveQcdError = UseCaseError<
  'REQUEST.INVALID' | 'REQUEST.NOT_FOUND' | 'REQUEST.STALE_WRITE' | 'GIFT.TRANSITION_REFUSED'
>;

const sendsBalance = (input: unknown): boolean =>
  typeof input === 'object' && input !== null && 'priorYearEndBalance' in input;

/** Changes a draft QCD's answers (giving 2.6 /qcd/a/qcd/{qcdId}, /charity) and its RMD step (/rmd). */
@injectable()
export class SaveQcd {
  constructor(
    @inject(QcdRecords) private readonly records: QcdRecords,
    @inject(NONPROFIT_DIRECTORY) private readonly directory: NonprofitDirectory,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * All the answers at once, the charity looked up again; the RMD step's balance stays as it was
   * unless the answers send one.
   */
  answers(requester: Requester, id: string, input: unknown) {
    return this.change(requester, id, async (gift) => {
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

  /**
   * The RMD step: the IRA's balance on December 31 of the year before (null to clear it); the
   * answer carries the year's estimated RMD and how much of it the distribution meets.
   */
  rmd(requester: Requester, id: string, input: unknown) {
    return this.change(requester, id, async (gift) => {
      const read = QcdRmdStepSchema.safeParse(input);
      return read.success
        ? ok({ ...gift, priorYearEndBalance: read.data.priorYearEndBalance })
        : err(invalidInput(fieldErrorsOf(read.error.issues)));
    });
  }

  private async change(
    requester: Requester,
    id: string,
    next: (gift: QcdGift) => Promise<Result<QcdGift, UseCaseError<'REQUEST.INVALID'>>>,
  ): Promise<Result<QcdView, SaveQcdError>> {
    const kept = await this.records.reach(requester, id);
    if (kept.isErr()) return err(kept.error);
    const { gift } = kept.value;
    if (!isEditable(gift.status)) return err(giftRefusal(gift.status));
    const changed = await next(gift);
    if (changed.isErr()) return err(changed.error);
    const saved = await this.records.write(kept.value, changed.value, this.clock.now());
    return saved ? ok(qcdView(saved)) : err(staleWrite());
  }
}
