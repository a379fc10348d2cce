import { FEATURE_FLAG_DEFAULTS, type PublicTenantConfiguration } from '@bequest/sdk';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../session/use-current-user';
import { CountrySelect } from './CountrySelect';
import { SiteMenus } from './SiteMenus';
import { UserMenu } from './UserMenu';

/**
 * The global header (platform-core.md 2.13): the tenant's logo; on the public shell the four
 * menus; for visitors the country dropdown (with the Canada feature), "Log in" and "Get Started"
 * (no sign-up under single sign-on); the user menu once signed in.
 */
export const SiteHeader = ({
  isPublic,
  configuration,
}: {
  readonly isPublic: boolean;
  readonly configuration: PublicTenantConfiguration;
}) => {
  const user = useCurrentUser();
  const sso = configuration.sso.enabled;
  const { logo } = configuration.branding;
  return (
    <header className="site-header">
      <a className="brand" href={logo.linkUrl}>
        <img src={logo.src} alt={logo.altText} height={32} />
      </a>
      <nav aria-label="Main">
        <ul>
          {isPublic && <SiteMenus contactEmail={configuration.contacts.helpEmail} />}
          {user.data?.isLoggedIn ? (
            <li>
              <UserMenu user={user.data} />
            </li>
          ) : (
            <>
              {FEATURE_FLAG_DEFAULTS.FW_CANADA && !user.data?.isAuthorized && (
                <li>
                  <CountrySelect />
                </li>
              )}
              <li>
                <Link to="/login">Log in</Link>
              </li>
              {!sso && (
                <li>
                  <Link className="button button--primary" to="/will">
                    Get Started
                  </Link>
                </li>
              )}
            </>
          )}
        </ul>
      </nav>
    </header>
  );
};
