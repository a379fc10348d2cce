import {
  fiduciaryShareState,
  type FiduciaryShareKind,
  type FiduciaryShareStatus,
} from '@bequest/domain';
import type { FiduciaryShareOpening, KeptFiduciaryShare } from '../ports/fiduciary-shares.port';

/** A share as its owner sees it: whom, which document, until when, its state and its openings. */
export interface FiduciaryShareView {
  readonly id: string;
  readonly kind: FiduciaryShareKind;
  readonly nomineeId: string;
  readonly nomineeName: string;
  readonly role: string | null;
  readonly email: string;
  readonly status: FiduciaryShareStatus;
  readonly expiresAt: string;
  readonly revokedAt: string | null;
  readonly createdAt: string;
  /** Each opening of the document by the fiduciary, newest first. */
  readonly openings: string[];
}

export const fiduciaryShareView = (
  share: KeptFiduciaryShare,
  openings: readonly FiduciaryShareOpening[],
  now: Date,
): FiduciaryShareView => ({
  id: share.id,
  kind: share.kind,
  nomineeId: share.nomineeId,
  nomineeName: share.nomineeName,
  role: share.role,
  email: share.email,
  status: fiduciaryShareState(share, now).status,
  expiresAt: share.expiresAt.toISOString(),
  revokedAt: share.revokedAt?.toISOString() ?? null,
  createdAt: share.createdAt.toISOString(),
  openings: openings
    .filter((opening) => opening.shareId === share.id)
    .map((opening) => opening.openedAt.getTime())
    .sort((a, b) => b - a)
    .map((time) => new Date(time).toISOString()),
});
