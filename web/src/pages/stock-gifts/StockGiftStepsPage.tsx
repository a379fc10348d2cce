import { useParams } from 'react-router-dom';
import { StockGiftBrokeragePage } from './StockGiftBrokeragePage';
import { StockGiftDonationPage } from './StockGiftDonationPage';
import { GiftNotFound, type GiftRouteProps } from './stock-gift-flow';
import StockGiftPartnerStepPages from './StockGiftPartnerStepPages';
import { StockGiftReviewPage } from './StockGiftReviewPage';
import { StockGiftSignPage } from './StockGiftSignPage';
import { StockGiftSummaryPage } from './StockGiftSummaryPage';

/** The started gift's pages by the path under /sg/a/:stockGiftId/ (giving 2.5). */
const STEP_PAGES: Readonly<Record<string, (props: GiftRouteProps) => React.ReactNode>> = {
  donation: StockGiftDonationPage,
  brokerage: StockGiftBrokeragePage,
  review: StockGiftReviewPage,
  sign: StockGiftSignPage,
  'download/electronic-signature-prompt': StockGiftSignPage,
  'download/account-verification-step-up': StockGiftSignPage,
  'download/gift-summary': StockGiftSummaryPage,
};

/**
 * The steps of a started gift of securities, one chunk for all of them (the partner paths' too),
 * so going from one step to the next loads nothing (and the first load names one route, not six).
 */
const StockGiftStepsPage = () => {
  const params = useParams();
  if (params['partner'] !== undefined) return <StockGiftPartnerStepPages />;
  const step = params['*']?.replace(/\/+$/, '') ?? '';
  const Page = Object.hasOwn(STEP_PAGES, step) ? STEP_PAGES[step] : undefined;
  return Page ? <Page /> : <GiftNotFound />;
};

export default StockGiftStepsPage;
