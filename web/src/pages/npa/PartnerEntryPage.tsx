import { Link, Navigate } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { Loading } from '../../components/Loading';
import { partnerName, useNpaFlow } from './npa-flow';

/**
 * A partner's beneficiary entry (giving 2.1 /beneficiaries/:partnerUrl, 4.8): the partner's logo
 * and name from its custom URL, which also remembers the partner in the partner cookie; Get
 * started goes on to the person's next step. An unknown partner goes to /beneficiaries (8).
 */
export const PartnerEntryPage = ({
  partnerUrl,
  missing,
  pending,
}: {
  readonly partnerUrl: string;
  readonly missing: boolean;
  readonly pending: boolean;
}) => {
  const { partner } = useNpaFlow();
  const name = partner ? partnerName(partner) : 'our partner';
  usePageTitle(`Name your beneficiaries with ${name}`);
  if (missing) return <Navigate to="/beneficiaries" replace />;
  if (pending || !partner) return <Loading />;
  const logo = partner.customizations?.uriLogo;
  const welcome = partner.customizations?.bequestsCustomization?.welcomeMessage;
  return (
    <div className="page narrow npa-entry">
      {logo && <img className="npa-entry__logo" src={logo} alt={`${name} logo`} height={56} />}
      <h1>Name your beneficiaries with {name}</h1>
      {welcome && <p>{welcome}</p>}
      <p>
        Your retirement accounts, life insurance and accounts that are joint or payable on death do
        not pass under your will: they go to the people and charities named with each institution.
        In a few steps, list those accounts, choose who receives each one, and learn how to file
        your choices with each institution. It is free.
      </p>
      <ol>
        <li>List an account and the institution that manages it.</li>
        <li>Choose its primary and contingent beneficiaries, people or charities.</li>
        <li>File the designation with the institution, and tell us once you have.</li>
      </ol>
      <Link
        className="button button--primary"
        to={`/beneficiaries/${encodeURIComponent(partnerUrl)}/give`}
      >
        Get started
      </Link>
    </div>
  );
};
