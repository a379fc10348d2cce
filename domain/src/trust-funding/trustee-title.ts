import { fullNameToString } from '../profiles/person-name';
import type { PersonName } from '../profiles/person-name';
import { longUsDate } from '../reference/us-date';

/** What the person writes where the trust's date goes when the signing is not recorded. */
export const TRUST_DATE_PLACEHOLDER = '[the date you signed the trust]';

const joinNames = (names: readonly string[]) => names.join(' and ');

/**
 * The trust's name as the trust agreement writes it: "Jane Doe Revocable Living Trust", or for a
 * couple "Jane Doe and John Doe Revocable Living Trust" (one source with the PDF's title).
 */
export const revocableTrustName = (grantors: readonly Partial<PersonName>[]): string =>
  `${joinNames(grantors.map(fullNameToString))} Revocable Living Trust`;

/**
 * The title an account or a deed takes once it belongs to the trust (issue 29): "Jane Doe,
 * Trustee of the Jane Doe Revocable Living Trust dated March 5, 2026". The grantors are the
 * initial trustees (the trust agreement's "Trustees" article). The date is the day the trust was
 * signed (`signedOn`, YYYY-MM-DD) when the signing is recorded; otherwise a placeholder the person
 * fills in, never the day the document was generated, which is not the trust's date.
 */
export const trusteeTitle = (
  grantors: readonly Partial<PersonName>[],
  signedOn: string | null | undefined,
): string => {
  const names = joinNames(grantors.map(fullNameToString));
  const role = grantors.length > 1 ? 'Trustees' : 'Trustee';
  const dated = signedOn ? longUsDate(signedOn) : TRUST_DATE_PLACEHOLDER;
  return `${names}, ${role} of the ${revocableTrustName(grantors)} dated ${dated}`;
};
