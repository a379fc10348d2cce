import { useTenant } from '@bequest/sdk/react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../../app/use-page-title';
import { useCurrentUser } from '../../../session/use-current-user';
import { BackToAccount } from '../BackToAccount';
import { AccountProfiles } from './AccountProfiles';
import { PasswordSettings } from './PasswordSettings';
import { StaffAccess } from './StaffAccess';

/**
 * Account settings (platform-core.md 2.7 /account/settings): the address the account logs in
 * with, its profiles, the household's settings where households are on, the password, and when
 * staff looked at the account (issue 24).
 */
export const AccountSettingsPage = () => {
  usePageTitle('Account settings');
  const emailId = useId();
  const householdId = useId();
  const user = useCurrentUser().data;
  const configuration = useTenant().data?.configuration;
  if (!user || !configuration) return null;
  const { helpEmail } = configuration.contacts;
  return (
    <div className="page narrow">
      <BackToAccount />
      <h1>Account settings</h1>
      <section aria-labelledby={emailId}>
        <h2 id={emailId}>E-mail address</h2>
        <p>{user.email}</p>
        <p>
          To change the address you log in with, write to{' '}
          <a href={`mailto:${helpEmail}`}>{helpEmail}</a>.
        </p>
      </section>
      <AccountProfiles user={user} configuration={configuration} />
      {configuration.household && (
        <section aria-labelledby={householdId}>
          <h2 id={householdId}>Household</h2>
          <p>
            Your household members and the plan you chose are in{' '}
            <Link to="/household">Household Settings</Link>.
          </p>
        </section>
      )}
      <PasswordSettings user={user} configuration={configuration} />
      <StaffAccess />
      <p>
        Nonprofits that may contact you: <Link to="/sharing">Sharing with nonprofits</Link>.
      </p>
      <p>
        Questions about your account? <Link to="/account/help">Get help</Link>.
      </p>
    </div>
  );
};

export default AccountSettingsPage;
