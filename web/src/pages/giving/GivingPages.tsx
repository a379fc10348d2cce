import { GIFT_LISTS } from '@bequest/sdk/app';
import { useLocation } from 'react-router-dom';
import { DafListPage } from '../daf/DafListPage';
import { DafRoutes } from '../daf/DafPages';
import { QcdListPage } from '../qcd/QcdListPage';
import { QcdRoutes } from '../qcd/QcdPages';

/**
 * The QCD and DAF grant pages (giving 2.6, 2.7, 2.10) in one chunk, by the path: /qcd/..., /daf/...
 * (each routing among its own pages) and the account's lists. Apart, their shared modules would
 * each be a chunk, and every chunk's name is listed in the first load's preload map.
 */
const GivingPages = () => {
  const { pathname } = useLocation();
  if (pathname.startsWith('/qcd')) return <QcdRoutes />;
  if (pathname === GIFT_LISTS.QCD.path) return <QcdListPage />;
  if (pathname === GIFT_LISTS.DAF.path) return <DafListPage />;
  return <DafRoutes />;
};

export { GivingLetterLinks } from './GivingLetterLinks';
export default GivingPages;
