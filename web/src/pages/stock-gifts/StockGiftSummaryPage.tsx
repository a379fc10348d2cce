import type { StockGiftView } from '@bequest/sdk/app';
import { Link, Navigate } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { CancelGift } from './CancelGift';
import { firmOf, GiftParticulars, longDay } from './GiftParticulars';
import { StepHeading, StockGiftRoute, useGiftFlow, type GiftRouteProps } from './stock-gift-flow';
import { letterHref, resumeStep } from './stock-gift-paths';

const TITLES: Record<Exclude<StockGiftView['status'], 'DRAFT'>, string> = {
  SUBMITTED: 'Your letter is signed',
  CONFIRMED: 'Your gift has arrived',
  CANCELLED: 'This gift was cancelled',
};

/** What the donor does next, and what others do, by how the shares move. */
const NextSteps = ({ gift }: { readonly gift: StockGiftView }) => {
  const firm = gift.brokerage ? firmOf(gift.brokerage) : 'your brokerage';
  const nonprofit = gift.recipient.legalName;
  return (
    <>
      <h2>What happens next</h2>
      <ol>
        {gift.donation?.transferMethod === 'FINANCIAL_ADVISOR' && gift.advisor ? (
          <li>
            We e-mailed your signed letter to {gift.advisor.name}, who can now ask {firm} to
            transfer the shares.
          </li>
        ) : gift.donation?.transferMethod === 'GIFT_VERIFICATION' ? (
          <li>
            Your letter records the transfer you already made, so {nonprofit} can match the shares
            to your gift.
          </li>
        ) : (
          <li>
            Send the signed letter to {firm}, by its secure messages or upload, or by mail. Some
            brokerages also ask for a handwritten signature: the letter has lines for it.
          </li>
        )}
        <li>Transfers between brokerages usually arrive within a few business days.</li>
        <li>
          When the shares arrive, {nonprofit} confirms it, and we e-mail you its acknowledgement for
          your taxes.
        </li>
      </ol>
      <p>We also e-mailed the signed letter to {gift.donor.email}.</p>
    </>
  );
};

const SummaryStep = () => {
  const { gift, giftKey, pathOf } = useGiftFlow();
  const title = gift.status === 'DRAFT' ? 'Your gift' : TITLES[gift.status];
  usePageTitle(title);
  if (gift.status === 'DRAFT') return <Navigate to={pathOf(resumeStep(gift))} replace />;
  return (
    <div className="page narrow">
      <StepHeading key={gift.status}>{title}</StepHeading>
      {gift.status === 'CONFIRMED' && gift.receipt && (
        <p>
          {gift.recipient.legalName} received{' '}
          {gift.receipt.shares
            .map(
              ({ ticker, shares }) =>
                `${shares} ${shares === '1' ? 'share' : 'shares'} of ${ticker}`,
            )
            .join(' and ')}{' '}
          on {longDay(gift.receipt.receivedOn)}. Thank you!
        </p>
      )}
      {gift.status === 'SUBMITTED' && (
        <p>
          Thank you! Your gift to {gift.recipient.legalName} is submitted
          {gift.signature ? ` with your signature of ${longDay(gift.signature.signedOn)}` : ''}.
        </p>
      )}
      {gift.status !== 'CANCELLED' && (
        <ul className="plain-list download-links">
          <li>
            <a
              className="button button--primary"
              href={letterHref(gift.id, 'authorization', giftKey)}
              download
            >
              Download your signed letter (PDF)
            </a>
          </li>
          {gift.status === 'CONFIRMED' && (
            <li>
              <a className="button" href={letterHref(gift.id, 'acknowledgement', giftKey)} download>
                Download the tax acknowledgement (PDF)
              </a>
            </li>
          )}
        </ul>
      )}
      {gift.status === 'SUBMITTED' && (
        <>
          <NextSteps gift={gift} />
          <CancelGift />
        </>
      )}
      <h2>Your gift</h2>
      <GiftParticulars gift={gift} />
      <p>
        {giftKey ? (
          'Keep the e-mail we sent you when you started: its link opens this gift again.'
        ) : (
          <Link to="/account/stocks">See all your gifts of stock</Link>
        )}
      </p>
    </div>
  );
};

/**
 * The gift's summary (giving 2.5 /sg/a/:stockGiftId/download/gift-summary, and a partner's
 * /stocks/:partner/gift-verification/summary): the signed letter to
 * download (with the guest's key in the link), what happens next, and the acknowledgement once
 * the nonprofit confirmed the shares arrived. A draft goes back to its next step.
 */
export const StockGiftSummaryPage = (props: GiftRouteProps) => (
  <StockGiftRoute draftOnly={false} {...props}>
    <SummaryStep />
  </StockGiftRoute>
);
