import { useQcds } from '@bequest/sdk/react';
import { GIFT_LISTS, type QcdView } from '@bequest/sdk/app';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { BackToAccount } from '../account/BackToAccount';
import { GiftListState } from '../giving/GiftListState';
import { GiftListTable } from '../giving/GiftListTable';
import { longDay } from '../stock-gifts/GiftParticulars';
import { usd } from './QcdAnswersFields';
import { qcdLetterHref, qcdPersonalPath, resumeQcdPath } from './qcd-paths';

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
          <GiftListTable
            title={title}
            gifts={list}
            columns={[
              { header: 'Amount', cell: (qcd) => usd(qcd.amount) },
              { header: 'Distribution date', cell: (qcd) => longDay(qcd.distributionDate) },
              { header: 'Status', cell: (qcd) => QCD_STATUS_LABELS[qcd.status] },
            ]}
            links={(qcd) => ({
              next: { to: resumeQcdPath(qcd), text: qcd.status === 'DRAFT' ? 'Continue' : 'See' },
              letter: hasQcdLetter(qcd)
                ? { href: qcdLetterHref(qcd.id), text: 'Letter to your custodian (PDF)' }
                : null,
            })}
            named={(qcd) => `your gift of ${qcdName(qcd)}`}
          />
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
