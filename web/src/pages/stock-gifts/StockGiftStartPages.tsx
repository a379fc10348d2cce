import { useParams } from 'react-router-dom';
import { StockGiftPersonalPage } from './StockGiftPersonalPage';
import { StockGiftStartPage } from './StockGiftStartPage';

/**
 * The steps before a gift of securities exists, in one chunk: choosing the nonprofit (/stocks,
 * /sg, /stocks/:partner/give) and the personal step (/sg/a/:orgId/personal).
 */
const StockGiftStartPages = () =>
  useParams().orgId === undefined ? <StockGiftStartPage /> : <StockGiftPersonalPage />;

export default StockGiftStartPages;
