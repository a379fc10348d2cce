import { useTenant } from '@bequest/sdk/react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../../app/use-page-title';
import { MAIN_BRAND_TENANT_ID } from '../../../tenant/use-tenant';
import { LEGAL_PAGE_PATHS, type InfoPagePath } from '../../info/info-page-paths';
import { BackToAccount } from '../BackToAccount';
import { accountHelpQuestions } from './account-help-questions';

const READING: readonly { path: InfoPagePath; label: string }[] = [
  { path: '/faq', label: 'Frequently asked questions' },
  { path: '/glossary', label: 'Glossary of estate-planning words' },
  { path: '/security', label: 'How we keep your information safe' },
];

/**
 * Help (platform-core.md 2.7 /account/help): the tenant's help address, the pages worth reading
 * and the questions people ask most about their account.
 */
export const AccountHelpPage = () => {
  usePageTitle('Help');
  const contactId = useId();
  const readingId = useId();
  const questionsId = useId();
  const tenant = useTenant().data;
  if (!tenant) return null;
  const { configuration } = tenant;
  const { helpEmail } = configuration.contacts;
  // Of the information pages, a white label's tenant shell routes only the legal ones (2.1, 2.2).
  const reading = READING.filter(
    ({ path }) => tenant.tenantId === MAIN_BRAND_TENANT_ID || LEGAL_PAGE_PATHS.includes(path),
  );
  return (
    <div className="page narrow">
      <BackToAccount />
      <h1>Help</h1>
      <section aria-labelledby={contactId}>
        <h2 id={contactId}>Write to us</h2>
        <p>
          Stuck, or something does not look right? Write to{' '}
          <a href={`mailto:${helpEmail}`}>{helpEmail}</a> from the address you log in with, and tell
          us which document your question is about.
        </p>
      </section>
      <section aria-labelledby={readingId}>
        <h2 id={readingId}>Read more</h2>
        <ul className="plain-list">
          {reading.map(({ path, label }) => (
            <li key={path}>
              <Link to={path}>{label}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="faq" aria-labelledby={questionsId}>
        <h2 id={questionsId}>Common questions</h2>
        {accountHelpQuestions(configuration.nomineeSharing).map(({ question, answer }) => (
          <details key={question}>
            <summary>{question}</summary>
            <p>{answer}</p>
          </details>
        ))}
      </section>
    </div>
  );
};

export default AccountHelpPage;
