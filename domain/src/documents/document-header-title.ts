import { displayFirstName, type FirstNameSource } from '../reference/display-first-name';
import type { DocumentKind } from './document-registry';

/** Each kind's title in its wizard's header (documents.md 2.6). */
const TITLES = {
  RLT: 'Revocable Living Trust',
  WILL: 'Last Will & Testament',
  AHCD: 'Advance Healthcare Directive',
  DFPOA: 'Financial Power of Attorney',
} as const satisfies Record<DocumentKind, string>;

/** The title of a joint trust (documents.md 2.6; platform-core.md 2.13). */
export const JOINT_TRUST_HEADER_TITLE = 'Joint Revocable Living Trust';

export interface DocumentHeaderTitleInput {
  readonly product: DocumentKind;
  /** The document owner's profile: the preferred name, else the legal first name, is shown. */
  readonly profile: FirstNameSource;
  /** A joint trust; read for RLT only. */
  readonly isJoint?: boolean;
}

/**
 * The wizard header's document title (documents.md 2.6; platform-core.md 2.13):
 * "{firstName}'s Revocable Living Trust", "Joint Revocable Living Trust" (joint),
 * "{firstName}'s Last Will & Testament", "{firstName}'s Advance Healthcare Directive",
 * "{firstName}'s Financial Power of Attorney". Without any name the bare title shows
 * (e.g. "Last Will & Testament").
 */
export const documentHeaderTitle = ({
  product,
  profile,
  isJoint = false,
}: DocumentHeaderTitleInput): string => {
  if (product === 'RLT' && isJoint) return JOINT_TRUST_HEADER_TITLE;
  const firstName = displayFirstName(profile);
  return firstName === '' ? TITLES[product] : `${firstName}'s ${TITLES[product]}`;
};
