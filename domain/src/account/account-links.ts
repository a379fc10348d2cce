import { productProgress, type ProductRecords } from '../products/document-progress';

export interface AccountLink {
  readonly label: 'Estate plan' | 'Securities gifts' | 'QCD gifts' | 'DAF grants';
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
    { label: 'Securities gifts', path: '/account/stocks' },
  ];
  if (productProgress('QCD', records) !== 'NOT_STARTED')
    links.push({ label: 'QCD gifts', path: '/account/qcd' });
  if (productProgress('DAF', records, 'list') !== 'NOT_STARTED')
    links.push({ label: 'DAF grants', path: '/account/daf' });
  return links;
};
