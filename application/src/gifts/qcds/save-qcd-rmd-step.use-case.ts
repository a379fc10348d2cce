import { fieldErrorsOf, QcdRmdStepSchema } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../../ports/clock.port';
import { invalidInput } from '../../shared/errors';
import type { Requester } from '../../shared/requester';
import { changeQcdDraft, type SaveQcdError } from './qcd-draft-change';
import { QcdRecords } from './qcd-records.service';
import type { QcdView } from './qcd-view';

/**
 * A draft QCD's RMD step (giving 2.6 /qcd/a/qcd/{qcdId}/rmd): the IRA's balance on December 31 of
 * the year before (null to clear it); the answer carries the year's estimated RMD and how much of
 * it the distribution meets.
 */
@injectable()
export class SaveQcdRmdStep {
  constructor(
    @inject(QcdRecords) private readonly records: QcdRecords,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(
    requester: Requester,
    id: string,
    input: unknown,
  ): Promise<Result<QcdView, SaveQcdError>> {
    return changeQcdDraft(this.records, this.clock, requester, id, async (gift) => {
      const read = QcdRmdStepSchema.safeParse(input);
      return read.success
        ? ok({ ...gift, priorYearEndBalance: read.data.priorYearEndBalance })
        : err(invalidInput(fieldErrorsOf(read.error.issues)));
    });
  }
}
