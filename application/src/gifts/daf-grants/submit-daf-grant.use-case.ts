import {
  calendarDateOf,
  DAF_GRANT_MESSAGES,
  dafRecipientProblem,
  firmName,
  formatMoney,
  submitDafGrant,
  type DafGrant,
  type FeatureFlags,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../../ports/clock.port';
import { MAIL_OUTBOX, type MailOutbox } from '../../ports/mail-outbox.port';
import { NONPROFIT_DIRECTORY, type NonprofitDirectory } from '../../ports/nonprofit-directory.port';
import { invalidInput, staleWrite, type UseCaseError } from '../../shared/errors';
import type { Requester } from '../../shared/requester';
import { FEATURE_FLAGS } from '../../tenants/get-tenant.use-case';
import { charityByEin } from '../gift-records.service';
import { DafGrantLetter } from './daf-grant-letter.service';
import { DafGrantRecords } from './daf-grant-records.service';

export type SubmitDafGrantError = UseCaseError<
  'REQUEST.INVALID' | 'REQUEST.NOT_FOUND' | 'REQUEST.STALE_WRITE' | 'GIFT.TRANSITION_REFUSED'
>;

/**
 * The donor confirms a draft grant recommendation (giving 2.7 /daf/:partner/:dafId/confirm),
 * which submits it: the charity must still be one a sponsor grants to, and a recurring grant is
 * submitted only while FW_RECURRING_DAF_GRANTS is on. The donor is e-mailed the recommendation
 * to send to the sponsor, kept in the storage center, in the same transaction.
 */
@injectable()
export class SubmitDafGrant {
  constructor(
    @inject(DafGrantRecords) private readonly records: DafGrantRecords,
    @inject(DafGrantLetter) private readonly letters: DafGrantLetter,
    @inject(NONPROFIT_DIRECTORY) private readonly directory: NonprofitDirectory,
    @inject(MAIL_OUTBOX) private readonly outbox: MailOutbox,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(FEATURE_FLAGS) private readonly flags: FeatureFlags,
  ) {}

  async execute(
    requester: Requester,
    id: string,
    origin: string,
  ): Promise<Result<DafGrant, SubmitDafGrantError>> {
    const kept = await this.records.reach(requester, id);
    if (kept.isErr()) return err(kept.error);
    const { gift: grant } = kept.value;
    const at = this.clock.now();
    const submitted = submitDafGrant(grant, calendarDateOf(at));
    if (submitted.isErr()) return err(submitted.error);
    if (grant.recurrence.frequency !== 'ONE_TIME' && !this.flags.FW_RECURRING_DAF_GRANTS)
      return err(invalidInput({ 'recurrence.frequency': DAF_GRANT_MESSAGES.recurringOff }));
    const charity = await charityByEin(this.directory, grant.recipient.ein, dafRecipientProblem);
    if (charity.isErr()) return err(charity.error);

    const letter = await this.letters.render(submitted.value);
    const saved = await this.records.write(kept.value, submitted.value, at, async () => {
      const next = { ...kept.value, gift: submitted.value, version: kept.value.version + 1 };
      const stored = await this.letters.keep(next, letter, 'email');
      await this.outbox.enqueue({
        tenantId: requester.tenantId,
        to: grant.donor.email,
        template: 'daf_grant_submitted',
        values: {
          donorName: grant.donor.fullName,
          sponsorName: firmName(grant.sponsor),
          fundName: grant.fundName,
          nonprofitName: grant.recipient.legalName,
          amount: formatMoney({ value: grant.amount, currency: 'USD' }),
          link: `${origin}/account/daf`,
        },
        attachment: { key: stored.key, fileName: letter.fileName },
      });
    });
    return saved ? ok(saved) : err(staleWrite());
  }
}
