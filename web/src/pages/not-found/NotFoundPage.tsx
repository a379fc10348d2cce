import { useTenant } from '@bequest/sdk/react';
import { Link, Navigate } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { MAIN_BRAND_TENANT_ID } from '../../tenant/use-tenant';

/**
 * An unknown path (platform-core.md 2.3): the public shell says the page was not found; the
 * tenant shell sends it to the account page, its default route.
 */
export const NotFoundPage = () => {
  usePageTitle('Page not found');
  const tenant = useTenant();
  if (tenant.data && tenant.data.tenantId !== MAIN_BRAND_TENANT_ID)
    return <Navigate to="/account" replace />;
  return (
    <div className="page narrow">
      <h1>We could not find that page</h1>
      <p>
        The address may be mistyped, or the page may have moved.{' '}
        <Link to="/">Go to the home page</Link>.
      </p>
    </div>
  );
};

export default NotFoundPage;
