import { giftRefusal, isEditable, type QcdGift } from '@bequest/domain';
import { err, ok, type Result } from 'neverthrow';
import type { Clock } from '../../ports/clock.port';
import { staleWrite, type UseCaseError } from '../../shared/errors';
import type { Requester } from '../../shared/requester';
import type { QcdRecords } from './qcd-records.service';
import { qcdView, type QcdView } from './qcd-view';

export type SaveQcdError = UseCaseError<
  'REQUEST.INVALID' | 'REQUEST.NOT_FOUND' | 'REQUEST.STALE_WRITE' | 'GIFT.TRANSITION_REFUSED'
>;

/**
 * Changes the requester's draft QCD to what `next` makes of it, written at the clock's now; refused once the
 * QCD is no longer editable, stale when someone changed it meanwhile.
 */
export const changeQcdDraft = async (
  records: QcdRecords,
  clock: Clock,
  requester: Requester,
  id: string,
  next: (gift: QcdGift) => Promise<Result<QcdGift, UseCaseError<'REQUEST.INVALID'>>>,
): Promise<Result<QcdView, SaveQcdError>> => {
  const kept = await records.reach(requester, id);
  if (kept.isErr()) return err(kept.error);
  const { gift } = kept.value;
  if (!isEditable(gift.status)) return err(giftRefusal(gift.status));
  const changed = await next(gift);
  if (changed.isErr()) return err(changed.error);
  const saved = await records.write(kept.value, changed.value, clock.now());
  return saved ? ok(qcdView(saved)) : err(staleWrite());
};
