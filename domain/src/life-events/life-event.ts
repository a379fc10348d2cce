import type { MaritalStatus } from '../profiles/marital-status';

/**
 * A change in a person's life that can make a finished document say something the person no
 * longer means (issue 29, "Life-event review"). The profile records the first three; the others
 * it cannot record (it holds no children, no deaths and no fiduciary's capacity), so only the
 * person can report them, answering the yearly review.
 */
export type LifeEvent =
  /** The profile's state (`administrativeArea`) changed from one to another. */
  | { readonly kind: 'MOVED_STATE'; readonly from: string; readonly to: string }
  /** The person married or entered a domestic partnership, or one became the other. */
  | { readonly kind: 'MARRIED'; readonly from: MaritalStatus; readonly to: MaritalStatus }
  /** A marriage or domestic partnership ended: divorce, dissolution or a spouse's death. */
  | { readonly kind: 'MARRIAGE_ENDED'; readonly from: MaritalStatus }
  | { readonly kind: 'CHILD_ADDED' }
  | { readonly kind: 'GRANDCHILD_ADDED' }
  | { readonly kind: 'NAMED_PERSON_DIED' }
  | { readonly kind: 'FIDUCIARY_CANNOT_SERVE' };

export type LifeEventKind = LifeEvent['kind'];

/** Where each event is learned: from two versions of the saved profile, or from the person. */
export const LIFE_EVENT_SOURCES = {
  MOVED_STATE: 'profile',
  MARRIED: 'profile',
  MARRIAGE_ENDED: 'profile',
  CHILD_ADDED: 'person',
  GRANDCHILD_ADDED: 'person',
  NAMED_PERSON_DIED: 'person',
  FIDUCIARY_CANNOT_SERVE: 'person',
} as const satisfies Record<LifeEventKind, 'profile' | 'person'>;

export const LIFE_EVENT_KINDS = Object.keys(LIFE_EVENT_SOURCES) as readonly LifeEventKind[];

export const isLifeEventKind = (value: string): value is LifeEventKind =>
  Object.hasOwn(LIFE_EVENT_SOURCES, value);
