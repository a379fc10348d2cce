import {
  calendarDateOf,
  firmName,
  formatMoney,
  qcdRecipientKindOf,
  submitQcdGift,
  type QcdGift,
  type QcdNotQualified,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../../ports/clock.port';
import { MAIL_OUTBOX, type MailOutbox } from '../../ports/mail-outbox.port';
import { NONPROFIT_DIRECTORY, type NonprofitDirectory } from '../../ports/nonprofit-directory.port';
import { invalidInput, staleWrite, type UseCaseError } from '../../shared/errors';
import type { Requester } from '../../shared/requester';
import { QcdLetter } from './qcd-letter.service';
import { QcdRecords } from './qcd-records.service';
import { qcdView, type QcdView } from './qcd-view';

export type SubmitQcdError = UseCaseError<
  'REQUEST.NOT_FOUND' | 'REQUEST.STALE_WRITE' | 'GIFT.TRANSITION_REFUSED' | QcdNotQualified['code']
>;

/**
 * The owner submits a draft QCD (giving 2.6 /qcd/a/qcd/{qcdId}/final) once it would be a
 * qualified charitable distribution as planned (26 U.S.C. § 408(d)(8): the owner's age on the
 * day, the year's limit, a charity that may take one, a day not already past); otherwise each
 * answer at fault is named. The owner is e-mailed the letter of instruction to sign and send to
 * the custodian, kept in the storage center, in the same transaction.
 */
@injectable()
export class SubmitQcd {
  constructor(
    @inject(QcdRecords) private readonly records: QcdRecords,
    @inject(QcdLetter) private readonly letters: QcdLetter,
    @inject(NONPROFIT_DIRECTORY) private readonly directory: NonprofitDirectory,
    @inject(MAIL_OUTBOX) private readonly outbox: MailOutbox,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    requester: Requester,
    id: string,
    origin: string,
  ): Promise<Result<QcdView, SubmitQcdError>> {
    const kept = await this.records.reach(requester, id);
    if (kept.isErr()) return err(kept.error);
    const { gift } = kept.value;
    const [organization] = await this.directory.organizationsByEin([gift.recipient.ein]);
    const kind = organization ? qcdRecipientKindOf(organization) : null;
    const at = this.clock.now();
    const submitted = submitQcdGift(gift, kind, calendarDateOf(at));
    if (submitted.isErr()) {
      const refused = submitted.error;
      return err(
        refused.code === 'QCD.NOT_QUALIFIED'
          ? { ...refused, fields: invalidInput(refused.fields).fields }
          : refused,
      );
    }
    const letter = await this.letters.render(submitted.value);
    const saved = await this.records.write(kept.value, submitted.value, at, async () => {
      const next = { ...kept.value, gift: submitted.value, version: kept.value.version + 1 };
      const stored = await this.letters.keep(next, letter, 'email');
      await this.outbox.enqueue({
        tenantId: requester.tenantId,
        to: gift.owner.email,
        template: 'qcd_submitted',
        values: mailValues(submitted.value, origin),
        attachment: { key: stored.key, fileName: letter.fileName },
      });
    });
    return saved ? ok(qcdView(saved)) : err(staleWrite());
  }
}

const mailValues = (gift: QcdGift, origin: string) => ({
  ownerName: gift.owner.fullName,
  custodianName: firmName(gift.custodian),
  nonprofitName: gift.recipient.legalName,
  amount: formatMoney({ value: gift.amount, currency: 'USD' }),
  distributionDate: gift.distributionDate,
  link: `${origin}/qcd/a/qcd/${encodeURIComponent(gift.id)}/final`,
});
