import { useTenant } from '@bequest/sdk/react';
import { Link } from 'react-router-dom';

/** The way back to the account (platform-core.md 2.11): its dashboard where households are on. */
export const BackToAccount = () => {
  const household = useTenant().data?.configuration.household ?? false;
  return (
    <p>
      <Link to="/account">{household ? 'Back to Account Dashboard' : 'Back to Account'}</Link>
    </p>
  );
};
