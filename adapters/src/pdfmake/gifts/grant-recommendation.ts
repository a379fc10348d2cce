import {
  charityOfRecordName,
  DAF_ANONYMITY_CHOICES,
  DAF_GRANT_FREQUENCIES,
  DAF_GRANT_RULES_STATEMENT,
  donorAddressLine,
  firmName,
  formatMoney,
  lastGrantDate,
  type DafGrant,
} from '@bequest/domain';
import {
  type Content,
  keepTogether,
  letterDocument,
  longDate,
  pageFooter,
  signatureLine,
} from '../legal-text';
import type { PdfDefinition } from '../render-pdf';

const scheduleOf = (grant: DafGrant, amount: string): string => {
  const { recurrence } = grant;
  if (recurrence.frequency === 'ONE_TIME') return 'One-time grant';
  return `${DAF_GRANT_FREQUENCIES[recurrence.frequency].label}: ${recurrence.grantCount} grants of ${amount} each, from ${longDate(recurrence.startDate)} to ${longDate(lastGrantDate(recurrence))}`;
};

/**
 * The grant recommendation the donor submits to the sponsor of their donor-advised fund (issue
 * 23; docs/legal/daf-grants.md): the fund, the grant, the charity as the IRS master file names
 * it, and the donor's confirmation of the sponsors' grant rules. The sponsor decides the grant.
 */
export const grantRecommendationDocument = (grant: DafGrant, date: Date): PdfDefinition => {
  const sponsor = firmName(grant.sponsor);
  const amount = formatMoney({ value: grant.amount, currency: 'USD' });
  const row = (label: string, value: string): Content[] => [{ text: label, bold: true }, value];
  return letterDocument(
    `Grant recommendation from ${grant.fundName}`,
    date,
    pageFooter(`Grant recommendation, ${grant.fundName}`),
    [
      { text: 'GRANT RECOMMENDATION', style: 'title' },
      { text: `TO ${sponsor.toUpperCase()}`, style: 'subtitle' },
      { text: longDate(date), margin: [0, 0, 0, 10] },
      {
        text: `I recommend that ${sponsor} make the grant below from my donor-advised fund.`,
        style: 'paragraph',
      },
      {
        table: {
          widths: [130, '*'],
          body: [
            row('Sponsor', sponsor),
            row('Fund', grant.fundName),
            row('Fund number', grant.fundNumber ?? 'Not given'),
            row(
              'Recommended by',
              `${grant.donor.fullName}, ${donorAddressLine(grant.donor.address)}, ${grant.donor.email}`,
            ),
            row('Amount', amount),
            row('Schedule', scheduleOf(grant, amount)),
            row('Recipient', charityOfRecordName(grant.recipient)),
            row(
              'Purpose',
              grant.purpose.kind === 'STATED' ? grant.purpose.text : 'Where it is needed most',
            ),
            row('Donor recognition', DAF_ANONYMITY_CHOICES[grant.anonymity]),
          ],
        },
        layout: 'lightHorizontalLines',
        margin: [0, 0, 0, 14],
      },
      keepTogether(
        { text: 'GRANT RULES', style: 'article' },
        { text: DAF_GRANT_RULES_STATEMENT, style: 'paragraph' },
        signatureLine(`${grant.donor.fullName}, fund advisor`),
        signatureLine('Date'),
      ),
    ],
  );
};
