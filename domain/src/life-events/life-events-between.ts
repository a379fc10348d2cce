import { hasPartnerStatus } from '../profiles/marital-status';
import type { Profile } from '../profiles/profile';
import type { LifeEvent } from './life-event';

/** The profile fields a life event is read from. */
export type LifeEventFields = Pick<Profile, 'administrativeArea' | 'maritalStatus'>;

const stateOf = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim().toUpperCase();
  return trimmed ? trimmed : null;
};

/**
 * The life events between two saved versions of a profile (issue 29). A field answered for the
 * first time, or cleared, is no event: only a change from one answer to another is.
 * - the state changing from one to another is a move;
 * - single to married or partnered, or one of those to the other, is a marriage;
 * - married or partnered to single is the end of a marriage (divorce, dissolution or death: the
 *   profile does not say which, and the documents need the same review).
 */
export const lifeEventsBetween = (
  previous: LifeEventFields,
  next: LifeEventFields,
): readonly LifeEvent[] => {
  const events: LifeEvent[] = [];
  const from = stateOf(previous.administrativeArea);
  const to = stateOf(next.administrativeArea);
  if (from && to && from !== to) events.push({ kind: 'MOVED_STATE', from, to });

  const was = previous.maritalStatus;
  const is = next.maritalStatus;
  if (was && is && was !== is) {
    if (hasPartnerStatus(is)) events.push({ kind: 'MARRIED', from: was, to: is });
    else if (hasPartnerStatus(was)) events.push({ kind: 'MARRIAGE_ENDED', from: was });
  }
  return events;
};
