import type { DafGrant } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../../ports/clock.port';
import { DOCUMENT_RENDERER, type DocumentRenderer } from '../../ports/document-renderer.port';
import { DOCUMENT_STORAGE, type DocumentStorage } from '../../ports/document-storage.port';
import { OwnedGiftLetters } from '../owned-gift-letters.service';
import { DafGrantRecords } from './daf-grant-records.service';

/** A DAF grant's recommendation to the fund's sponsor, once submitted (`GET /daf-grant/{id}.pdf`). */
@injectable()
export class DafGrantLetter extends OwnedGiftLetters<DafGrant> {
  constructor(
    @inject(DafGrantRecords) records: DafGrantRecords,
    @inject(DOCUMENT_RENDERER) renderer: DocumentRenderer,
    @inject(DOCUMENT_STORAGE) storage: DocumentStorage,
    @inject(CLOCK) clock: Clock,
  ) {
    super(
      records,
      storage,
      clock,
      'DAF_GRANT_RECOMMENDATION',
      'daf-grant-recommendation.pdf',
      (grant, date) => renderer.renderGrantRecommendation(grant, date),
    );
  }
}
