import { Link, Navigate } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { CancelGift } from './CancelGift';
import { GiftParticulars, MissingSteps, missingStepsOf } from './GiftParticulars';
import {
  StepHeading,
  StepLabel,
  StockGiftRoute,
  useGiftFlow,
  type GiftRouteProps,
} from './stock-gift-flow';

const ReviewStep = () => {
  const { gift, pathOf } = useGiftFlow();
  usePageTitle('Review your gift');
  if (gift.status !== 'DRAFT') return <Navigate to={pathOf('summary')} replace />;
  const missing = missingStepsOf(gift);
  return (
    <div className="page narrow">
      <StepLabel step={5} />
      <StepHeading>Review your gift</StepHeading>
      <p>
        This is what your letter of authorization will say. You can change any answer before you
        sign.
      </p>
      <MissingSteps missing={missing} />
      <GiftParticulars gift={gift} editable />
      <div className="step-actions">
        <Link className="button" to={pathOf('brokerage')}>
          Back
        </Link>
        {Object.keys(missing).length === 0 && (
          <Link className="button button--primary" to={pathOf('sign')}>
            Continue to sign
          </Link>
        )}
      </div>
      <CancelGift />
    </div>
  );
};

/**
 * The review (giving 2.5 /sg/a/:stockGiftId/review, and a partner's
 * /stocks/:partner/manual/:stockGiftId/review or /gift-verification/review): the letter's
 * particulars, each answer with a way to change it, then on to signing. A gift already signed
 * (the donor's e-mailed link leads here) goes to its summary.
 */
export const StockGiftReviewPage = (props: GiftRouteProps) => (
  <StockGiftRoute draftOnly={false} {...props}>
    <ReviewStep />
  </StockGiftRoute>
);
