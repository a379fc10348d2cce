import {
  lotDescription,
  stockGiftMissingSteps,
  TRANSFER_METHODS,
  type StockGiftView,
} from '@bequest/sdk/app';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useGiftFlow } from './stock-gift-flow';
import type { GiftStep } from './stock-gift-paths';

const LONG_DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "January 2, 2026" for a calendar day "2026-01-02". */
export const longDay = (day: string) => LONG_DAY.format(new Date(`${day}T00:00:00Z`));

const addressLine = (address: StockGiftView['donor']['address']) =>
  [address.line1, address.line2, address.city, `${address.state} ${address.postalCode}`]
    .filter((part) => part.trim().length > 0)
    .join(', ');

const Row = ({
  term,
  children,
  change,
}: {
  readonly term: string;
  readonly children: ReactNode;
  /** Where the answer changes, while the gift is a draft. */
  readonly change?: string | undefined;
}) => (
  <div>
    <dt>{term}</dt>
    <dd>
      {children}
      {change && (
        <>
          {' '}
          <Link to={change} aria-label={`Change ${term.toLowerCase()}`}>
            Change
          </Link>
        </>
      )}
    </dd>
  </div>
);

/** The delivering firm as the letter addresses it. */
export const firmOf = (brokerage: NonNullable<StockGiftView['brokerage']>) =>
  brokerage.firm === 'Other' ? brokerage.otherFirmName : brokerage.firm;

/**
 * What the letter of authorization says (ADR 0019): the brokerage and the account, the
 * securities, where they go, for whom, and who asks; with a way to change each answer while the
 * gift is a draft and `editable`.
 */
export const GiftParticulars = ({
  gift,
  editable = false,
}: {
  readonly gift: StockGiftView;
  readonly editable?: boolean;
}) => {
  const { pathOf } = useGiftFlow();
  const change = (step: GiftStep) =>
    editable && gift.status === 'DRAFT' ? pathOf(step) : undefined;
  const { receiving, recipient } = gift;
  return (
    <dl className="review">
      <Row term="Securities" change={change('donation')}>
        {gift.donation ? (
          <ul className="plain-list">
            {gift.donation.lots.map((lot, index) => (
              <li key={`${lot.ticker}-${index}`}>{lotDescription(lot)}</li>
            ))}
          </ul>
        ) : (
          'Not given yet'
        )}
      </Row>
      <Row term="How the shares move" change={change('donation')}>
        {gift.donation ? TRANSFER_METHODS[gift.donation.transferMethod] : 'Not given yet'}
      </Row>
      <Row term="From the brokerage" change={change('brokerage')}>
        {gift.brokerage ? firmOf(gift.brokerage) : 'Not given yet'}
      </Row>
      {gift.brokerage && (
        <Row term="Account" change={change('brokerage')}>
          {gift.brokerage.accountHolder}, account {gift.brokerage.accountNumber}
        </Row>
      )}
      {gift.advisor && (
        <Row term="Your financial advisor" change={change('brokerage')}>
          {gift.advisor.name} ({gift.advisor.email})
        </Row>
      )}
      <Row term="To the nonprofit">
        {recipient.legalName}, EIN {recipient.ein}
      </Row>
      <Row term="Its receiving account">
        {receiving.accountName} at {receiving.receivingFirm} (DTC participant number{' '}
        {receiving.dtcNumber}), account {receiving.accountNumber}
      </Row>
      <Row term="Its contact">
        {receiving.contact.name}, {receiving.contact.email}, {receiving.contact.phone}
      </Row>
      <Row term="From you">
        {gift.donor.fullName}, {gift.donor.email}, {addressLine(gift.donor.address)}
      </Row>
      <Row term="The nonprofit may know who you are">
        {gift.sharesContactDetails ? 'Yes' : 'No, only that a donor gave'}
      </Row>
    </dl>
  );
};

/** The steps a draft still lacks, each with what to say and a link to it. */
export const MissingSteps = ({
  missing,
}: {
  readonly missing: Partial<Record<GiftStep, string>>;
}) => {
  const { pathOf } = useGiftFlow();
  const steps = Object.entries(missing) as [GiftStep, string][];
  if (steps.length === 0) return null;
  return (
    <div className="notice" role="status">
      <p>Before you sign:</p>
      <ul>
        {steps.map(([step, message]) => (
          <li key={step}>
            <Link to={pathOf(step)}>{message}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
};

/** The steps a gift still lacks, by the page that asks each (the advisor is on the brokerage step). */
export const missingStepsOf = (gift: StockGiftView) => {
  // The rule reads only which answers are there, not the masked number's type.
  const { donation, brokerage, advisor } = stockGiftMissingSteps(
    gift as unknown as Parameters<typeof stockGiftMissingSteps>[0],
  );
  return {
    ...(donation ? { donation } : {}),
    ...(brokerage || advisor ? { brokerage: brokerage ?? advisor } : {}),
  } as Partial<Record<GiftStep, string>>;
};
