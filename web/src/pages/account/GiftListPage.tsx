import { GIFT_LISTS, GIFT_PRODUCT_TYPES, giftListLines } from '@bequest/sdk/app';
import { useLocation } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { TableScroll } from '../../components/TableScroll';
import { useCurrentUser } from '../../session/use-current-user';
import { BackToAccount } from './BackToAccount';

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/**
 * The account-side list of one kind of charitable gift (giving-and-beneficiaries.md 2.5-2.7,
 * 2.10): /account/stocks, /account/qcd or /account/daf, each gift with its status.
 */
export const GiftListPage = () => {
  const { pathname } = useLocation();
  const kind =
    GIFT_PRODUCT_TYPES.find((type) => GIFT_LISTS[type].path === pathname) ?? 'STOCK_GIFT';
  const { title, noun } = GIFT_LISTS[kind];
  usePageTitle(`${title}`);
  const user = useCurrentUser().data;
  if (!user) return null;
  const lines = giftListLines(kind, user.activeProfile);
  return (
    <div className="page">
      <BackToAccount />
      <h1>{title}</h1>
      {lines.length === 0 ? (
        <p>You have no {noun}s yet. Gifts you make through a nonprofit’s page appear here.</p>
      ) : (
        <TableScroll label={title}>
          <table>
            <thead>
              <tr>
                <th scope="col">Gift</th>
                <th scope="col">Status</th>
                <th scope="col">Last updated</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.name}>
                  <th scope="row">{line.name}</th>
                  <td>{line.status}</td>
                  <td>{line.updatedAt ? longDate.format(new Date(line.updatedAt)) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </div>
  );
};

export default GiftListPage;
