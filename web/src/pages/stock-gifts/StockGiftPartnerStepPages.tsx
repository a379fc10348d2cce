import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { PartnerRoute } from '../giving/PartnerRoute';
import { PARTNER_PATH_METHODS, type PartnerPathSegment } from './chosen-transfer-method';
import { GiftNotFound, type GiftRouteProps } from './stock-gift-flow';
import { StockGiftDonationPage } from './StockGiftDonationPage';
import { StockGiftReviewPage } from './StockGiftReviewPage';
import { StockGiftSummaryPage } from './StockGiftSummaryPage';

type StepPage = (props: GiftRouteProps) => React.ReactNode;

/**
 * The partner path's steps of a started gift by what follows /stocks/:partner/ (giving 2.5):
 * the way's own page of the gift is its donation step (the securities, with the way chosen), the
 * manual way's review, and a transfer already made's review and summary. Each is the step the
 * account path (/sg/a/:stockGiftId/...) shows, so the partner path only says which gift and way.
 */
const PARTNER_STEPS: readonly {
  readonly segment: PartnerPathSegment;
  readonly rest: RegExp;
  readonly Page: StepPage;
}[] = [
  { segment: 'manual', rest: /^[^/]+$/, Page: StockGiftDonationPage },
  { segment: 'manual', rest: /^[^/]+\/review$/, Page: StockGiftReviewPage },
  { segment: 'financial-advisor', rest: /^[^/]+$/, Page: StockGiftDonationPage },
  { segment: 'gift-verification', rest: /^review$/, Page: StockGiftReviewPage },
  { segment: 'gift-verification', rest: /^summary$/, Page: StockGiftSummaryPage },
];

/**
 * A started gift's page on a partner's path (giving 2.5 /stocks/:partner/manual/:stockGiftId,
 * /manual/:stockGiftId/review, /financial-advisor/:stockGiftId, /gift-verification/review and
 * /gift-verification/summary, the last two naming the gift as `?stockGiftId=`). The partner is
 * read first (an unknown one leads home); the gift is read as on the account path, by the
 * session or the guest's key, and one the access does not reach shows only "not found".
 */
const StockGiftPartnerStepPages = () => {
  const { partner = '', stockGiftId } = useParams<{ partner: string; stockGiftId: string }>();
  const [search] = useSearchParams();
  const [segment = '', ...rest] = useLocation().pathname.replace(/\/+$/, '').split('/').slice(3);
  const step = PARTNER_STEPS.find(
    (candidate) => candidate.segment === segment && candidate.rest.test(rest.join('/')),
  );
  const id = stockGiftId ?? search.get('stockGiftId');
  if (!step || !id) return <GiftNotFound />;
  const { Page } = step;
  return (
    <PartnerRoute urlName={partner} product="stock_gift">
      {() => <Page id={id} partner={partner} method={PARTNER_PATH_METHODS[step.segment]} />}
    </PartnerRoute>
  );
};

export default StockGiftPartnerStepPages;
