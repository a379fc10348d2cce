import {
  giftRefusal,
  isGiftComplete,
  nextGiftStatus,
  qcdRecipientKindOf,
  withGiftInProgram,
  type GiftKind,
  type GiftRecipient,
  type GiftStatus,
  type GiftTransitionRefused,
  type Profile,
  type QcdRecipientKind,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import type { NonprofitDirectory } from '../ports/nonprofit-directory.port';
import type { KeptOwnedGift, OwnedGift, OwnedGifts } from '../ports/owned-gifts.port';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../ports/profile-repository.port';
import type { GiftOwner } from '../ports/stock-gifts.port';
import type { Transactions } from '../ports/transactions.port';
import { allOrNothing } from '../shared/all-or-nothing';
import { invalidInput, notFound, staleWrite, type UseCaseError } from '../shared/errors';
import type { Requester } from '../shared/requester';
import { NOT_IN_DIRECTORY } from './check-qcd.use-case';

/** The profile's list of each kind of gift (giving 3.5: `stock_gift`, `qcd`, `daf`). */
export type GiftListField = 'stockGift' | 'qcd' | 'daf';

const KIND_OF_LIST: Record<GiftListField, GiftKind> = {
  stockGift: 'stock_gift',
  qcd: 'qcd',
  daf: 'daf',
};

/**
 * A gift's line on its owner's profile (giving 3.5: id, isComplete, updatedAt), which progress,
 * the account's giving table and the navigation read, and its nonprofit's entry in the gift
 * program details (giving 4.9, ADR 0019). Written in the transaction that writes the gift.
 */
@injectable()
export class GiftProfileLines {
  constructor(@inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository) {}

  /**
   * Adds or replaces the gift's line and its program entry; false when the profile is gone or
   * changed meanwhile.
   */
  async record(
    field: GiftListField,
    tenantId: string,
    owner: GiftOwner,
    gift: { readonly id: string; readonly status: GiftStatus; readonly recipient: GiftRecipient },
    at: Date,
  ): Promise<boolean> {
    const stored = await this.profiles.findById(tenantId, owner.accountId, owner.profileId);
    if (!stored) return false;
    const line = {
      id: gift.id,
      isComplete: isGiftComplete(gift.status),
      updatedAt: at.toISOString(),
    };
    const lines = stored.profile[field] ?? [];
    const next: Profile = {
      ...stored.profile,
      [field]: lines.some((item) => item.id === line.id)
        ? lines.map((item) => (item.id === line.id ? line : item))
        : [...lines, line],
      giftProgramDetails: withGiftInProgram(
        stored.profile.giftProgramDetails,
        { kind: KIND_OF_LIST[field], ...gift },
        at,
      ),
    };
    return (await this.profiles.update(next, stored.version)) !== null;
  }
}

export type CancelOwnedGiftError = UseCaseError<
  'REQUEST.NOT_FOUND' | 'REQUEST.STALE_WRITE' | GiftTransitionRefused['code']
>;

/**
 * A signed-in donor's gifts of one kind (QCDs, DAF grants) as the use cases read and write them:
 * only the owner's account reaches one, and each write carries the profile's line with it.
 */
export class OwnedGiftRecords<Gift extends OwnedGift> {
  constructor(
    private readonly gifts: OwnedGifts<Gift>,
    private readonly lines: GiftProfileLines,
    private readonly transactions: Transactions,
    private readonly field: Exclude<GiftListField, 'stockGift'>,
    private readonly noun: string,
  ) {}

  /** The requester's gift, or not found: another person's gift is never told apart from none. */
  async reach(
    requester: Requester,
    id: string,
  ): Promise<Result<KeptOwnedGift<Gift>, UseCaseError<'REQUEST.NOT_FOUND'>>> {
    const kept = await this.gifts.find(requester.tenantId, requester.accountId, id);
    return kept ? ok(kept) : err(notFound(this.noun));
  }

  /** Keeps a new gift on the active profile; false when the profile is gone. */
  async create(requester: Requester, gift: Gift, at: Date): Promise<boolean> {
    const owner = { accountId: requester.accountId, profileId: requester.activeProfileId };
    const created = await allOrNothing(this.transactions, async (abort) => {
      await this.gifts.create(requester.tenantId, owner, gift, at);
      if (!(await this.lines.record(this.field, requester.tenantId, owner, gift, at))) abort();
      return true;
    });
    return created ?? false;
  }

  /**
   * Writes the gift's next state and its profile line, then `alongside` (a letter kept, an
   * e-mail queued) in the same transaction; null when someone changed the gift or the profile.
   */
  write(
    kept: KeptOwnedGift<Gift>,
    next: Gift,
    at: Date,
    alongside?: () => Promise<void>,
  ): Promise<Gift | null> {
    return allOrNothing(this.transactions, async (abort) => {
      if (!(await this.gifts.update(kept.tenantId, next, kept.version, at))) abort();
      if (!(await this.lines.record(this.field, kept.tenantId, kept.owner, next, at))) abort();
      await alongside?.();
      return next;
    });
  }

  /** Cancels a gift not yet confirmed. */
  async cancel(
    requester: Requester,
    id: string,
    at: Date,
  ): Promise<Result<Gift, CancelOwnedGiftError>> {
    const kept = await this.reach(requester, id);
    if (kept.isErr()) return err(kept.error);
    const status = nextGiftStatus(kept.value.gift.status, 'cancel');
    if (status.isErr()) return err(status.error);
    const saved = await this.write(kept.value, { ...kept.value.gift, status: status.value }, at);
    return saved ? ok(saved) : err(staleWrite());
  }

  /** The active profile's gifts, newest first. */
  async mine(requester: Requester): Promise<Gift[]> {
    const kept = await this.gifts.listByOwner(requester.tenantId, {
      accountId: requester.accountId,
      profileId: requester.activeProfileId,
    });
    return kept.map(({ gift }) => gift).reverse();
  }
}

/** A gift's letter is ready once it was submitted, and until it is cancelled. */
export const letterRefusal = (gift: OwnedGift): GiftTransitionRefused | null =>
  gift.submittedOn !== null && gift.status !== 'CANCELLED' ? null : giftRefusal(gift.status);

/**
 * The charity of a gift found by EIN in the IRS master file, as the file names it; refused by the
 * `recipientEin` field when it is not there, or when `problemOf` its kind says why it cannot be.
 */
export const charityByEin = async (
  directory: NonprofitDirectory,
  ein: string,
  problemOf: (kind: Exclude<QcdRecipientKind, 'donor-advised-fund'> | null) => string | null,
): Promise<Result<GiftRecipient, UseCaseError<'REQUEST.INVALID'>>> => {
  const [organization] = await directory.organizationsByEin([ein]);
  if (!organization) return err(invalidInput({ recipientEin: NOT_IN_DIRECTORY }));
  const problem = problemOf(qcdRecipientKindOf(organization));
  if (problem) return err(invalidInput({ recipientEin: problem }));
  const { legalName, address } = organization;
  return ok({ ein: organization.ein, legalName, address });
};
