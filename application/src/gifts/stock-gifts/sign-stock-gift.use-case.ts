import {
  calendarDateOf,
  electronicSignatureSchema,
  fieldErrorsOf,
  nextGiftStatus,
  stockGiftMissingSteps,
  type StockGift,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../../ports/clock.port';
import { ID_GENERATOR, type IdGenerator } from '../../ports/id-generator.port';
import { MAIL_OUTBOX, type MailOutbox } from '../../ports/mail-outbox.port';
import type { StoredCopy } from '../../ports/document-storage.port';
import type { GiftAccess } from '../../ports/stock-gifts.port';
import { invalidInput, staleWrite, type UseCaseError } from '../../shared/errors';
import { giftDescription, StockGiftLetters, type GiftLetter } from './stock-gift-letters.service';
import { StockGiftRecords } from './stock-gift-records.service';

export type SignStockGiftError = UseCaseError<
  | 'REQUEST.INVALID'
  | 'REQUEST.NOT_FOUND'
  | 'REQUEST.STALE_WRITE'
  | 'GIFT.TRANSITION_REFUSED'
  | 'GIFT.EMAIL_UNCONFIRMED'
>;

const emailUnconfirmed = (email: string): UseCaseError<'GIFT.EMAIL_UNCONFIRMED'> => ({
  code: 'GIFT.EMAIL_UNCONFIRMED',
  message: `Please open the link we e-mailed to ${email} to confirm it is yours, then sign.`,
});

const UNNAMED_DONOR = 'A donor who asked not to be named';

/**
 * The donor signs the letter of authorization by typing their name (giving 2.5 /sg/a/:id/sign),
 * which submits the gift: the donor is e-mailed the signed letter, the advisor the transfer
 * instructions on the advisor path, and the nonprofit that shares are coming, naming the donor
 * only with their consent (giving 6), with a link to confirm receipt.
 */
@injectable()
export class SignStockGift {
  constructor(
    @inject(StockGiftRecords) private readonly records: StockGiftRecords,
    @inject(StockGiftLetters) private readonly letters: StockGiftLetters,
    @inject(MAIL_OUTBOX) private readonly outbox: MailOutbox,
    @inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    access: GiftAccess,
    id: string,
    input: unknown,
    origin: string,
  ): Promise<Result<StockGift, SignStockGiftError>> {
    const kept = await this.records.reach(access, id);
    if (kept.isErr()) return err(kept.error);
    const { gift } = kept.value;
    const status = nextGiftStatus(gift.status, 'submit');
    if (status.isErr()) return err(status.error);
    if (!gift.donorEmailConfirmed) return err(emailUnconfirmed(gift.donor.email));
    const missing = stockGiftMissingSteps(gift);
    if (Object.keys(missing).length > 0) return err(invalidInput(missing));
    const read = electronicSignatureSchema(gift.donor.fullName).safeParse(input);
    if (!read.success) return err(invalidInput(fieldErrorsOf(read.error.issues)));

    const at = this.clock.now();
    const signed: StockGift = {
      ...gift,
      status: status.value,
      signature: { typedName: read.data.typedName, signedOn: calendarDateOf(at) },
    };
    const receiptKey = this.ids.newSecret();
    const letter = await this.letters.render(signed, 'STOCK_GIFT_LETTER');
    const saved = await this.records.write(kept.value, signed, at, {
      receiptKey,
      alongside: async () => {
        const stored = await this.letters.keep(
          { tenantId: access.tenantId, gift: signed, giftVersion: kept.value.version + 1 },
          letter,
          'email',
        );
        await this.tell(access, signed, { ...letter, stored }, origin, receiptKey);
      },
    });
    return saved ? ok(saved) : err(staleWrite());
  }

  private async tell(
    access: GiftAccess,
    gift: StockGift,
    letter: GiftLetter & { readonly stored: StoredCopy },
    origin: string,
    receiptKey: string,
  ) {
    const attachment = { key: letter.stored.key, fileName: letter.fileName };
    const values = {
      donorName: gift.donor.fullName,
      nonprofitName: gift.recipient.legalName,
      gift: giftDescription(gift),
    };
    const mails = [
      {
        to: gift.donor.email,
        template: 'stock_gift_submitted' as const,
        values: {
          ...values,
          link: `${origin}/sg/a/${gift.id}/review${access.key ? `?key=${encodeURIComponent(access.key)}` : ''}`,
        },
        attachment,
      },
      ...(gift.advisor
        ? [
            {
              to: gift.advisor.email,
              template: 'stock_gift_advisor' as const,
              values: { ...values, advisorName: gift.advisor.name },
              attachment,
            },
          ]
        : []),
      {
        to: gift.receiving.contact.email,
        template: 'stock_gift_incoming' as const,
        values: {
          ...values,
          donorName: gift.sharesContactDetails
            ? `${gift.donor.fullName} (${gift.donor.email})`
            : UNNAMED_DONOR,
          link: `${origin}/sg/n/${gift.id}/receipt?key=${encodeURIComponent(receiptKey)}`,
        },
      },
    ];
    for (const mail of mails) await this.outbox.enqueue({ tenantId: access.tenantId, ...mail });
  }
}
