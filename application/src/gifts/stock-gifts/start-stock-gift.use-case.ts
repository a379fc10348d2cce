import {
  fieldErrorsOf,
  StockGiftStartSchema,
  type FeatureFlags,
  type StockGift,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../../ports/clock.port';
import { ID_GENERATOR, type IdGenerator } from '../../ports/id-generator.port';
import { ACCOUNT_REPOSITORY, type AccountRepository } from '../../ports/account-repository.port';
import { NONPROFIT_DIRECTORY, type NonprofitDirectory } from '../../ports/nonprofit-directory.port';
import {
  RECEIVING_DETAILS,
  STOCK_GIFTS,
  type ReceivingDetailsBook,
  type StockGifts,
} from '../../ports/stock-gifts.port';
import { TRANSACTIONS, type Transactions } from '../../ports/transactions.port';
import { invalidInput, notFound, type UseCaseError } from '../../shared/errors';
import type { Requester, TenantScope } from '../../shared/requester';
import { FEATURE_FLAGS } from '../../tenants/get-tenant.use-case';
import { StockGiftEmails } from './stock-gift-emails.service';
import { StockGiftRecords } from './stock-gift-records.service';
import { GUESTS_CLOSED, NOT_RECEIVING } from './stock-gifts.errors';

export type StartStockGiftError = UseCaseError<
  'REQUEST.INVALID' | 'REQUEST.NOT_FOUND' | 'GIFT.GUESTS_CLOSED' | 'GIFT.NOT_RECEIVING'
>;

const NOT_IN_DIRECTORY =
  'We could not find this nonprofit in the IRS list of tax-exempt organizations';

/**
 * Starts a gift of securities (giving-and-beneficiaries.md 2.5, issue 23): a signed-in donor's,
 * kept on their active profile, or a guest's when FW_GUEST_STOCK_GIFT is on, reachable only by
 * the key of the link the guest is e-mailed. The nonprofit must be in the IRS master file, able
 * to receive deductible gifts, and set up with its receiving details. Unless the donor's e-mail
 * is the signed-in account's verified address, the donor is e-mailed a link that confirms it.
 */
@injectable()
export class StartStockGift {
  constructor(
    @inject(STOCK_GIFTS) private readonly gifts: StockGifts,
    @inject(RECEIVING_DETAILS) private readonly receiving: ReceivingDetailsBook,
    @inject(NONPROFIT_DIRECTORY) private readonly directory: NonprofitDirectory,
    @inject(StockGiftRecords) private readonly records: StockGiftRecords,
    @inject(TRANSACTIONS) private readonly transactions: Transactions,
    @inject(StockGiftEmails) private readonly emails: StockGiftEmails,
    @inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(FEATURE_FLAGS) private readonly flags: FeatureFlags,
  ) {}

  async execute(
    scope: TenantScope,
    requester: Requester | null,
    input: unknown,
    origin: string,
  ): Promise<Result<{ id: string; guestKey: string | null }, StartStockGiftError>> {
    if (!requester && !this.flags.FW_GUEST_STOCK_GIFT) return err(GUESTS_CLOSED);
    const read = StockGiftStartSchema.safeParse(input);
    if (!read.success) return err(invalidInput(fieldErrorsOf(read.error.issues)));
    const { recipientEin, donor, sharesContactDetails } = read.data;
    const [organization] = await this.directory.organizationsByEin([recipientEin]);
    if (!organization?.deductible) return err(invalidInput({ recipientEin: NOT_IN_DIRECTORY }));
    const receiving = await this.receiving.byEin(recipientEin);
    if (!receiving) return err(NOT_RECEIVING);

    const account = requester
      ? await this.accounts.findById(requester.tenantId, requester.accountId)
      : null;
    const donorEmailConfirmed = Boolean(account?.isEmailConfirmed && account.email === donor.email);
    const gift: StockGift = {
      id: this.ids.newId(),
      status: 'DRAFT',
      recipient: {
        ein: organization.ein,
        legalName: organization.legalName,
        address: organization.address,
      },
      receiving,
      donor,
      donorEmailConfirmed,
      sharesContactDetails,
      donation: null,
      brokerage: null,
      advisor: null,
      signature: null,
      receipt: null,
    };
    const at = this.clock.now();
    const emailKey = donorEmailConfirmed ? null : this.ids.newSecret();
    const tellDonor = async () => {
      if (emailKey) await this.emails.sendLink(scope.tenantId, gift, emailKey, origin);
    };
    if (!requester) {
      const guestKey = this.ids.newSecret();
      await this.transactions.run(async () => {
        await this.gifts.create(
          gift,
          { tenantId: scope.tenantId, owner: null, guestKey, emailKey },
          at,
        );
        await tellDonor();
      });
      return ok({ id: gift.id, guestKey });
    }
    const owner = { accountId: requester.accountId, profileId: requester.activeProfileId };
    const recorded = await this.records.createOwned(
      scope.tenantId,
      owner,
      gift,
      emailKey,
      at,
      tellDonor,
    );
    return recorded ? ok({ id: gift.id, guestKey: null }) : err(notFound('Profile'));
  }
}
