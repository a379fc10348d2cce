import { useTenant } from '@bequest/sdk/react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';

/**
 * The advisory firm's trust landing page (documents.md 2.2 /rlt/pages/acme-trust-landing-page):
 * what a living trust does for a client, then the start of the trust.
 */
export const AcmeTrustLandingPage = () => {
  const firm = useTenant().data?.configuration.branding.tenantDisplayName ?? 'your advisor';
  usePageTitle(`Your living trust, with ${firm}`);
  return (
    <div className="page narrow">
      <h1>Your living trust, with {firm}</h1>
      <p>
        {firm} offers its clients a revocable living trust at no cost. It keeps your family out of
        probate court, keeps your affairs private, and lets someone you choose manage your property
        if you cannot.
      </p>
      <ul>
        <li>You stay in control: you manage the trust and can change it at any time.</li>
        <li>A pour-over will catches anything left outside the trust.</li>
        <li>Your advisor can see your progress and help you fund the trust.</li>
      </ul>
      <Link className="button button--primary" to="/rlt">
        Start my living trust
      </Link>
    </div>
  );
};

export default AcmeTrustLandingPage;
