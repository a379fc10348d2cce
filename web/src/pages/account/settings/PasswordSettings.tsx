import type { CurrentUserView, PublicTenantConfiguration } from '@bequest/sdk/app';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { ChangePasswordModal } from './ChangePasswordModal';

/**
 * The account's password: changed here with the current one; created first by someone who got
 * started without one (2.6 /create-password); kept by the identity provider under single sign-on.
 */
export const PasswordSettings = ({
  user,
  configuration,
}: {
  readonly user: CurrentUserView;
  readonly configuration: PublicTenantConfiguration;
}) => {
  const headingId = useId();
  const [changing, setChanging] = useState(false);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Password</h2>
      {configuration.sso.enabled ? (
        <p>
          You log in through {configuration.branding.tenantDisplayName}, so your password is changed
          there, not here.
        </p>
      ) : user.isRegistered ? (
        <>
          <button type="button" className="button" onClick={() => setChanging(true)}>
            Change your password
          </button>
          <ChangePasswordModal open={changing} onClose={() => setChanging(false)} />
        </>
      ) : (
        <p>
          You have not created a password yet. <Link to="/create-password">Create a password</Link>{' '}
          to log back in to your plan.
        </p>
      )}
    </section>
  );
};
