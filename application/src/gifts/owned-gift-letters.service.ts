import { err, ok, type Result } from 'neverthrow';
import type { Clock } from '../ports/clock.port';
import type {
  DocumentStorage,
  GiftLetterKind,
  StoragePurpose,
  StoredCopy,
} from '../ports/document-storage.port';
import type { KeptOwnedGift, OwnedGift } from '../ports/owned-gifts.port';
import type { Requester } from '../shared/requester';
import { letterRefusal, type OwnedGiftRecords } from './gift-records.service';
import type { GiftLetter, GiftLetterError } from './stock-gifts/stock-gift-letters.service';

/**
 * The letter of a signed-in donor's gift as a PDF, once submitted: dated the day it was
 * submitted, so a reprint is the same letter; each copy that leaves the product is kept in the
 * storage center.
 */
export class OwnedGiftLetters<Gift extends OwnedGift> {
  constructor(
    private readonly records: OwnedGiftRecords<Gift>,
    private readonly storage: DocumentStorage,
    private readonly clock: Clock,
    private readonly kind: GiftLetterKind,
    private readonly fileName: string,
    private readonly draw: (gift: Gift, date: Date) => Promise<Buffer>,
  ) {}

  /** The letter of the requester's gift, downloaded. */
  async execute(requester: Requester, id: string): Promise<Result<GiftLetter, GiftLetterError>> {
    const kept = await this.records.reach(requester, id);
    if (kept.isErr()) return err(kept.error);
    const refusal = letterRefusal(kept.value.gift);
    if (refusal) return err(refusal);
    const letter = await this.render(kept.value.gift);
    await this.keep(kept.value, letter, 'download');
    return ok(letter);
  }

  async render(gift: Gift): Promise<GiftLetter> {
    const date = new Date(`${gift.submittedOn ?? '1970-01-01'}T12:00:00Z`);
    return { kind: this.kind, fileName: this.fileName, content: await this.draw(gift, date) };
  }

  /** Keeps a copy of the letter of `kept`'s gift, as written at `kept.version`. */
  keep(
    kept: Pick<KeptOwnedGift<Gift>, 'tenantId' | 'gift' | 'version'>,
    letter: GiftLetter,
    purpose: StoragePurpose,
  ): Promise<StoredCopy> {
    return this.storage.keep(
      {
        tenantId: kept.tenantId,
        giftId: kept.gift.id,
        kind: letter.kind,
        giftVersion: kept.version,
        purpose,
      },
      letter.content,
      this.clock.now(),
    );
  }
}
