import {
  DAF_ANONYMITY_CHOICES,
  DAF_GRANT_FREQUENCIES,
  lastGrantDate,
  type DafGrantView,
} from '@bequest/sdk/app';
import { longDay } from '../stock-gifts/GiftParticulars';
import { usd } from '../qcd/QcdAnswersFields';

const Row = ({ term, children }: { readonly term: string; readonly children: string }) => (
  <div>
    <dt>{term}</dt>
    <dd>{children}</dd>
  </div>
);

/** "Monthly, 12 grants from January 15, 2027 to December 15, 2027", or "One time". */
export const recurrenceText = (recurrence: DafGrantView['recurrence']) =>
  recurrence.frequency === 'ONE_TIME'
    ? 'One time'
    : `${DAF_GRANT_FREQUENCIES[recurrence.frequency].label}, ${recurrence.grantCount} grants from ${longDay(recurrence.startDate)} to ${longDay(lastGrantDate(recurrence as Parameters<typeof lastGrantDate>[0]))}`;

/** What the grant recommendation says (ADR 0019): to whom, from which fund, how much and how. */
export const DafGrantParticulars = ({ grant }: { readonly grant: DafGrantView }) => {
  const { recipient, donor, sponsor } = grant;
  return (
    <dl className="review">
      <Row term="To the charity">
        {`${recipient.legalName}, EIN ${recipient.ein}, ${recipient.address.street}, ${recipient.address.city}, ${recipient.address.state} ${recipient.address.postalCode}`}
      </Row>
      <Row term="Amount">{usd(grant.amount)}</Row>
      <Row term="How often">{recurrenceText(grant.recurrence)}</Row>
      <Row term="Purpose">
        {grant.purpose.kind === 'STATED' ? grant.purpose.text : 'Wherever it is needed most'}
      </Row>
      <Row term="From the fund">
        {`${grant.fundName}${grant.fundNumber ? ` (${grant.fundNumber})` : ''} at ${sponsor.otherName ?? sponsor.firm}`}
      </Row>
      <Row term="Recommended by">
        {`${donor.fullName}, ${donor.email}, ${[donor.address.line1, donor.address.line2, donor.address.city, `${donor.address.state} ${donor.address.postalCode}`].filter(Boolean).join(', ')}`}
      </Row>
      <Row term="The charity may know">{DAF_ANONYMITY_CHOICES[grant.anonymity]}</Row>
    </dl>
  );
};
