import { useTenant } from '@bequest/sdk/react';
import { offersSignUp } from '@bequest/sdk/app';
import { Link, Navigate } from 'react-router-dom';
import { usePageTitle, useBrand } from '../../app/use-page-title';
import { Loading } from '../../components/Loading';
import { useCurrentUser } from '../../session/use-current-user';

/**
 * A white label's home (issue 21): what the service makes and the ways in (start a will or trust
 * where the tenant allows it without an account, which makes the account; create an account
 * where sign-up is offered; log in), rather than a bare log-in form. A signed-in visitor goes on
 * to the account page.
 */
export const TenantHomePage = () => {
  const brand = useBrand();
  usePageTitle('Welcome');
  const user = useCurrentUser();
  const configuration = useTenant().data?.configuration;
  if (user.isPending || !configuration) return <Loading />;
  if (user.data) return <Navigate to="/account" replace />;
  return (
    <section className="page narrow" aria-labelledby="tenant-home-title">
      <h1 id="tenant-home-title">Welcome to {brand}</h1>
      <p>
        Make your will or living trust, your healthcare directive and your financial power of
        attorney, written for your state, with instructions for signing them.
      </p>
      <div className="form-actions">
        {configuration.will.startWithoutAccount && (
          <Link className="button button--primary" to="/will">
            Start my will
          </Link>
        )}
        {configuration.rlt.enabled && configuration.rlt.startWithoutAccount && (
          <Link className="button" to="/rlt">
            Start my trust
          </Link>
        )}
        {offersSignUp(configuration) && (
          <Link className="button" to="/signup">
            Create your account
          </Link>
        )}
        <Link className="button" to="/login">
          Log in
        </Link>
      </div>
    </section>
  );
};
