import { useDafGrants } from '@bequest/sdk/react';
import { GIFT_LISTS, type DafGrantView } from '@bequest/sdk/app';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { BackToAccount } from '../account/BackToAccount';
import { GiftListState } from '../giving/GiftListState';
import { GiftListTable } from '../giving/GiftListTable';
import { usd } from '../qcd/QcdAnswersFields';
import { dafGrantPath, dafLetterHref, NO_PARTNER } from './daf-paths';
import { recurrenceText } from './DafGrantParticulars';

const STATUS_LABELS: Readonly<Record<DafGrantView['status'], string>> = {
  DRAFT: 'Not confirmed yet',
  SUBMITTED: 'Ready to send to your sponsor',
  CONFIRMED: 'Granted',
  CANCELLED: 'Withdrawn',
};

/** Whether a grant's recommendation exists: once confirmed, until withdrawn. */
export const hasDafLetter = (grant: DafGrantView) =>
  grant.status === 'SUBMITTED' || grant.status === 'CONFIRMED';

/** "$1,000 to SAN FRANCISCO FOOD BANK": how each of a grant's links names it. */
export const dafGrantName = (grant: DafGrantView) =>
  `${usd(grant.amount)} to ${grant.recipient.legalName}`;

/**
 * The signed-in donor's grant recommendations (giving 2.7 /account/daf, 2.10), newest first:
 * the charity, the amount and schedule, where each is, and its recommendation once confirmed.
 */
export const DafListPage = () => {
  const { title } = GIFT_LISTS.DAF;
  usePageTitle(title);
  const grants = useDafGrants();
  return (
    <div className="page">
      <BackToAccount />
      <h1>{title}</h1>
      <GiftListState query={grants} none="You have no donor-advised fund grants yet.">
        {(list) => (
          <GiftListTable
            title={title}
            gifts={list}
            columns={[
              { header: 'Amount', cell: (grant) => usd(grant.amount) },
              { header: 'How often', cell: (grant) => recurrenceText(grant.recurrence) },
              { header: 'Status', cell: (grant) => STATUS_LABELS[grant.status] },
            ]}
            links={(grant) => ({
              next: {
                to: dafGrantPath(
                  NO_PARTNER,
                  grant.id,
                  grant.status === 'DRAFT' ? 'confirm' : 'summary',
                ),
                text: grant.status === 'DRAFT' ? 'Continue' : 'See',
              },
              letter: hasDafLetter(grant)
                ? { href: dafLetterHref(grant.id), text: 'Grant recommendation (PDF)' }
                : null,
            })}
            named={(grant) => `your grant of ${dafGrantName(grant)}`}
          />
        )}
      </GiftListState>
      <p>
        <Link className="button button--primary" to="/daf">
          Recommend a grant
        </Link>
      </p>
    </div>
  );
};
