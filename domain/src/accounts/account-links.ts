import { productProgress, type ProductRecords } from '../products/document-progress';
import { GIFT_LISTS } from './gift-lists';

export interface AccountLink {
  readonly label: 'Estate plan' | (typeof GIFT_LISTS)[keyof typeof GIFT_LISTS]['title'];
  readonly path: string;
}

/**
 * The signed-in account links (platform-core.md 2.13, giving-and-beneficiaries.md 2.10): QCD
 * gifts once a QCD exists, DAF grants by the list reading of DAF progress; none at all when the
 * account-page redesign is on.
 */
export const accountLinks = (
  records: ProductRecords,
  accountPageRedesign: boolean,
): AccountLink[] => {
  if (accountPageRedesign) return [];
  const links: AccountLink[] = [
    { label: 'Estate plan', path: '/account' },
    { label: GIFT_LISTS.STOCK_GIFT.title, path: GIFT_LISTS.STOCK_GIFT.path },
  ];
  if (productProgress('QCD', records) !== 'NOT_STARTED')
    links.push({ label: GIFT_LISTS.QCD.title, path: GIFT_LISTS.QCD.path });
  if (productProgress('DAF', records, 'list') !== 'NOT_STARTED')
    links.push({ label: GIFT_LISTS.DAF.title, path: GIFT_LISTS.DAF.path });
  return links;
};
