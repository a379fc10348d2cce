import type { QcdView } from '@bequest/sdk/app';
import { Link, useParams } from 'react-router-dom';
import type { ReactNode } from 'react';
import { ownedGiftFlow } from '../giving/owned-gift-flow';
import { GiftNotice } from '../stock-gifts/stock-gift-flow';
import { QCD_HEAD } from './qcd-head';
import { qcdPersonalPath, qcdStepPath } from './qcd-paths';

/** A QCD that is not the session's, or does not exist: the API answers both with 404. */
export const QcdNotFound = () => (
  <GiftNotice title="We could not find this distribution" head={QCD_HEAD}>
    <p>
      The link may be incomplete, or the distribution may belong to another account. Your
      distributions are listed on your account.
    </p>
    <p>
      <Link className="button button--primary" to="/account/qcd">
        See your QCD gifts
      </Link>{' '}
      <Link className="button" to={qcdPersonalPath(null)}>
        Start a new one
      </Link>
    </p>
  </GiftNotice>
);

const QcdNotDraft = ({ qcd }: { readonly qcd: QcdView }) => (
  <GiftNotice
    title={
      qcd.status === 'CANCELLED'
        ? 'This distribution was cancelled'
        : 'This distribution was already submitted'
    }
    head={QCD_HEAD}
  >
    <p>
      Once you submit a distribution its answers no longer change, so the letter your custodian
      receives is the one you printed.
    </p>
    <p>
      <Link className="button button--primary" to={qcdStepPath(qcd.id, 'final')}>
        See your distribution
      </Link>
    </p>
  </GiftNotice>
);

const flow = ownedGiftFlow<QcdView>({
  name: 'qcd',
  head: () => QCD_HEAD,
  read: (bequest, id) => bequest.getQcd({ params: { id } }),
  notFound: <QcdNotFound />,
  notDraft: (qcd) => <QcdNotDraft qcd={qcd} />,
});

export const useQcdFlow = flow.useGiftFlow;

/** A started QCD's page (/qcd/a/qcd/{qcdId}/...): `children` with the QCD, while a draft unless not `draftOnly`. */
export const QcdRoute = ({
  draftOnly = true,
  children,
}: {
  readonly draftOnly?: boolean;
  readonly children: ReactNode;
}) => (
  <flow.GiftRoute id={useParams().qcdId ?? ''} draftOnly={draftOnly}>
    {children}
  </flow.GiftRoute>
);
