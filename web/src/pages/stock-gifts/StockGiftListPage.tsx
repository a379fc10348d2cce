import { GIFT_LISTS, lotDescription, type StockGiftView } from '@bequest/sdk/app';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { Loading } from '../../components/Loading';
import { TableScroll } from '../../components/TableScroll';
import { useStockGifts } from '@bequest/sdk/react';
import { BackToAccount } from '../account/BackToAccount';
import { letterHref, resumePath } from './stock-gift-paths';

const STATUS_LABELS: Record<StockGiftView['status'], string> = {
  DRAFT: 'Not signed yet',
  SUBMITTED: 'Signed, on its way',
  CONFIRMED: 'Received by the nonprofit',
  CANCELLED: 'Cancelled',
};

const securities = (gift: StockGiftView) =>
  gift.donation ? gift.donation.lots.map(lotDescription).join(', ') : 'Not given yet';

/** A row's links: its next step or summary, then its letters once they exist, each named for the gift. */
const GiftActions = ({ gift }: { readonly gift: StockGiftView }) => {
  const named = (text: string) => `${text} for your gift to ${gift.recipient.legalName}`;
  const next = gift.status === 'DRAFT' ? 'Continue' : 'See the summary';
  return (
    <ul className="plain-list row-actions">
      <li>
        <Link to={resumePath(gift)} aria-label={named(next)}>
          {next}
        </Link>
      </li>
      {(gift.status === 'SUBMITTED' || gift.status === 'CONFIRMED') && (
        <li>
          <a
            href={letterHref(gift.id, 'authorization', null)}
            download
            aria-label={named('Signed letter (PDF)')}
          >
            Signed letter (PDF)
          </a>
        </li>
      )}
      {gift.status === 'CONFIRMED' && (
        <li>
          <a
            href={letterHref(gift.id, 'acknowledgement', null)}
            download
            aria-label={named('Tax acknowledgement (PDF)')}
          >
            Tax acknowledgement (PDF)
          </a>
        </li>
      )}
    </ul>
  );
};

/**
 * The signed-in donor's gifts of securities (giving 2.5 /account/stocks, 2.10), newest first: the
 * nonprofit, the shares, where each gift is, and its letters: the signed letter once signed, the
 * tax acknowledgement once the nonprofit confirmed the shares arrived.
 */
export const StockGiftListPage = () => {
  const { title } = GIFT_LISTS.STOCK_GIFT;
  usePageTitle(title);
  const gifts = useStockGifts();
  return (
    <div className="page">
      <BackToAccount />
      <h1>{title}</h1>
      {gifts.isPending ? (
        <Loading />
      ) : gifts.isError ? (
        <p role="alert">We could not load your gifts: {gifts.error.message}</p>
      ) : gifts.data.length === 0 ? (
        <p>You have no stock gifts yet.</p>
      ) : (
        <TableScroll label={title}>
          <table>
            <thead>
              <tr>
                <th scope="col">Nonprofit</th>
                <th scope="col">Securities</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {gifts.data.map((gift) => (
                <tr key={gift.id}>
                  <th scope="row">{gift.recipient.legalName}</th>
                  <td>{securities(gift)}</td>
                  <td>{STATUS_LABELS[gift.status]}</td>
                  <td>
                    <GiftActions gift={gift} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <p>
        <Link className="button button--primary" to="/stocks">
          Give stock to a nonprofit
        </Link>
      </p>
    </div>
  );
};

export default StockGiftListPage;
