import { useLocation, useParams } from 'react-router-dom';
import { PARTNER_PATH_METHODS, type PartnerPathSegment } from './chosen-transfer-method';
import StockGiftPartnerPages from './StockGiftPartnerPages';
import { StockGiftPersonalPage } from './StockGiftPersonalPage';
import { StockGiftStartPage } from './StockGiftStartPage';

const isPartnerPage = (segment: string): segment is 'learn' | PartnerPathSegment =>
  segment === 'learn' || Object.hasOwn(PARTNER_PATH_METHODS, segment);

/**
 * The steps before a gift of securities exists, in one chunk: choosing the nonprofit (/stocks,
 * /sg, /stocks/:partner/give), a partner's pages (/stocks/:partner/learn and its ways in) and the
 * personal step (/sg/a/:orgId/personal).
 */
const StockGiftStartPages = () => {
  const { orgId, partner } = useParams();
  const segment = useLocation().pathname.split('/').at(-1) ?? '';
  if (orgId !== undefined) return <StockGiftPersonalPage />;
  if (partner !== undefined && isPartnerPage(segment))
    return <StockGiftPartnerPages page={segment} />;
  return <StockGiftStartPage />;
};

export default StockGiftStartPages;
