import { donorAddressLine, type GiftDonor } from '@bequest/domain';
import type { Content } from '../legal-text';

/** "Label: value" on one line, the label bold, as the gift letters print their particulars. */
export const labelled = (label: string, value: string): Content => ({
  text: [{ text: `${label}: `, bold: true }, value],
  margin: [0, 0, 0, 3],
});

/** The donor's name, address and e-mail. */
export const donorBlock = (donor: GiftDonor): Content[] => [
  labelled('Name', donor.fullName),
  labelled('Address', donorAddressLine(donor.address)),
  labelled('E-mail', donor.email),
];
