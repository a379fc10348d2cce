import type { DafGrantView } from '@bequest/sdk/app';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ownedGiftFlow } from '../giving/owned-gift-flow';
import { GiftNotice } from '../stock-gifts/stock-gift-flow';
import { dafGrantPath, NO_PARTNER } from './daf-paths';

/** A grant that is not the session's, or does not exist: the API answers both with 404. */
const DafGrantNotFound = () => (
  <GiftNotice title="We could not find this grant">
    <p>
      The link may be incomplete, or the grant may belong to another account. Your grants are listed
      on your account.
    </p>
    <p>
      <Link className="button button--primary" to="/account/daf">
        See your DAF grants
      </Link>
    </p>
  </GiftNotice>
);

const DafGrantNotDraft = ({ grant }: { readonly grant: DafGrantView }) => {
  const { partner = NO_PARTNER } = useParams<{ partner: string }>();
  return (
    <GiftNotice
      title={
        grant.status === 'CANCELLED'
          ? 'This grant was withdrawn'
          : 'This grant was already confirmed'
      }
    >
      <p>
        Once you confirm a grant recommendation its answers no longer change, so your sponsor
        receives the one you confirmed.
      </p>
      <p>
        <Link className="button button--primary" to={dafGrantPath(partner, grant.id, 'summary')}>
          See your grant
        </Link>
      </p>
    </GiftNotice>
  );
};

const flow = ownedGiftFlow<DafGrantView>({
  name: 'daf-grant',
  head: (title) => ({ title }),
  read: (bequest, id) => bequest.getDafGrant({ params: { id } }),
  notFound: <DafGrantNotFound />,
  notDraft: (grant) => <DafGrantNotDraft grant={grant} />,
});

export const useDafGrantFlow = flow.useGiftFlow;

/** A started grant's page (/daf/:partner/:dafId/...): `children` with it, while a draft unless not `draftOnly`. */
export const DafGrantRoute = ({
  draftOnly = true,
  children,
}: {
  readonly draftOnly?: boolean;
  readonly children: ReactNode;
}) => (
  <flow.GiftRoute id={useParams().dafId ?? ''} draftOnly={draftOnly}>
    {children}
  </flow.GiftRoute>
);
