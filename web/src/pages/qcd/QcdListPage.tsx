import { GIFT_LISTS, type QcdView } from '@bequest/sdk';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { TableScroll } from '../../components/TableScroll';
import { BackToAccount } from '../account/BackToAccount';
import { GiftListState } from '../giving/GiftListState';
import { longDay } from '../stock-gifts/GiftParticulars';
import { usd } from './QcdAnswersFields';
import { qcdLetterHref, qcdPersonalPath, resumeQcdPath } from './qcd-paths';
import { useQcds } from './use-qcds';

export const QCD_STATUS_LABELS: Readonly<Record<QcdView['status'], string>> = {
  DRAFT: 'Not submitted yet',
  SUBMITTED: 'Letter ready to send',
  CONFIRMED: 'Made',
  CANCELLED: 'Cancelled',
};

/** Whether a QCD's letter to the custodian exists: once submitted, until cancelled. */
export const hasQcdLetter = (qcd: QcdView) =>
  qcd.status === 'SUBMITTED' || qcd.status === 'CONFIRMED';

/** "$4,000 to SAN FRANCISCO FOOD BANK": how each of a QCD's links names it. */
export const qcdName = (qcd: QcdView) => `${usd(qcd.amount)} to ${qcd.recipient.legalName}`;

/**
 * The signed-in owner's QCDs (giving 2.6 /account/qcd, 2.10), newest first: the charity, the
 * amount and day, where each is, and its letter to the custodian once submitted.
 */
export const QcdListPage = () => {
  const { title } = GIFT_LISTS.QCD;
  usePageTitle(title);
  const qcds = useQcds();
  return (
    <div className="page">
      <BackToAccount />
      <h1>{title}</h1>
      <GiftListState query={qcds} none="You have no qualified charitable distributions yet.">
        {(list) => (
          <TableScroll label={title}>
            <table>
              <thead>
                <tr>
                  <th scope="col">Charity</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Distribution date</th>
                  <th scope="col">Status</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {list.map((qcd) => (
                  <tr key={qcd.id}>
                    <th scope="row">{qcd.recipient.legalName}</th>
                    <td>{usd(qcd.amount)}</td>
                    <td>{longDay(qcd.distributionDate)}</td>
                    <td>{QCD_STATUS_LABELS[qcd.status]}</td>
                    <td>
                      <ul className="plain-list row-actions">
                        <li>
                          <Link
                            to={resumeQcdPath(qcd)}
                            aria-label={`${qcd.status === 'DRAFT' ? 'Continue' : 'See'} your gift of ${qcdName(qcd)}`}
                          >
                            {qcd.status === 'DRAFT' ? 'Continue' : 'See'}
                          </Link>
                        </li>
                        {hasQcdLetter(qcd) && (
                          <li>
                            <a
                              href={qcdLetterHref(qcd.id)}
                              download
                              aria-label={`Letter to your custodian (PDF) for your gift of ${qcdName(qcd)}`}
                            >
                              Letter to your custodian (PDF)
                            </a>
                          </li>
                        )}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </GiftListState>
      <p>
        <Link className="button button--primary" to={qcdPersonalPath(null)}>
          Give from my IRA
        </Link>
      </p>
    </div>
  );
};
