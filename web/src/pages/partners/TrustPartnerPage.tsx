import { usePartner } from '@bequest/sdk/react';
import { Link, useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { Loading } from '../../components/Loading';

/**
 * A partner's trust entry (documents.md 2.2 /trust/:partnerUrl): the partner welcomes the
 * visitor, and the trust started from here is referred by the partner, so it is offered in
 * every state (5.3).
 */
export const TrustPartnerPage = () => {
  const { partnerUrl = '' } = useParams();
  const partner = usePartner(partnerUrl, 'rlt');
  const name =
    partner.data?.orgDisplayName ?? partner.data?.organization.displayName ?? 'our partner';
  usePageTitle(`A living trust with ${name}`);
  if (partner.isPending) return <Loading />;
  if (partner.isError)
    return (
      <div className="page narrow">
        <h1>We could not find that organization</h1>
        <p>
          The link may be out of date. You can still <Link to="/rlt">make a living trust</Link>.
        </p>
      </div>
    );
  const welcome = partner.data.customizations?.bequestsCustomization?.welcomeMessage;
  return (
    <div className="page narrow">
      <h1>Make your living trust with {name}</h1>
      {welcome && <p>{welcome}</p>}
      <p>
        A revocable living trust lets your family receive what you leave without going through
        probate court, and keeps the details private. It is free, and takes about 20 minutes.
      </p>
      <Link
        className="button button--primary"
        to={`/rlt/basics/personal/get-started?partner=${encodeURIComponent(partner.data.organizationId)}`}
      >
        Start my living trust
      </Link>
    </div>
  );
};

export default TrustPartnerPage;
