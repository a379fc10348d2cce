import { accountLinks, type PublicTenantConfiguration } from '@bequest/sdk/app';
import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useDisclosure } from '../components/use-disclosure';
import { useCurrentUser } from '../session/use-current-user';
import { useFeatureFlags } from '../tenant/use-tenant';
import { CountrySelect } from './CountrySelect';
import { PartnerBrand } from './PartnerBrand';
import { SiteMenus } from './SiteMenus';

// The user menu and its library load once someone is signed in, not on a visitor's first load.
const UserMenu = lazy(() => import('./UserMenu').then((module) => ({ default: module.UserMenu })));

/**
 * The global header (platform-core.md 2.13): the tenant's logo, and the referring partner's
 * beside it (6: partner-referred users see partner branding); on the public shell the four
 * menus; for visitors the country dropdown (with the Canada feature), "Log in" and "Get Started"
 * (no sign-up under single sign-on); once signed in the account links (giving 2.10) and the user
 * menu. On a narrow screen the links fold behind a "Menu" button (issue 21; styles/layout.css).
 */
export const SiteHeader = ({
  isPublic,
  configuration,
}: {
  readonly isPublic: boolean;
  readonly configuration: PublicTenantConfiguration;
}) => {
  const user = useCurrentUser();
  const flags = useFeatureFlags();
  const sso = configuration.sso.enabled;
  const { logo } = configuration.branding;
  const menu = useDisclosure();
  return (
    <header className="site-header">
      <a className="brand" href={logo.linkUrl}>
        {/* Often the largest paint of a short page: asked for first (issue 21, Lighthouse). */}
        <img src={logo.src} alt={logo.altText} height={32} fetchPriority="high" />
      </a>
      <PartnerBrand />
      <nav
        aria-label="Main"
        className="site-nav"
        onKeyDown={menu.onKeyDown}
        onBlur={(event) => {
          // Tabbing on past its last link folds the panel, which would cover what has the focus;
          // the user menu and its dialogs open outside it, at the end of the page, and keep it.
          const next = event.relatedTarget;
          if (
            next &&
            !event.currentTarget.contains(next) &&
            !next.closest('.menu-popover, .modal-overlay')
          )
            menu.close();
        }}
      >
        <button {...menu.button} className="button site-nav__toggle">
          Menu
        </button>
        <ul
          id={menu.controlsId}
          className={menu.open ? 'site-nav__links site-nav__links--open' : 'site-nav__links'}
        >
          {isPublic && <SiteMenus contactEmail={configuration.contacts.helpEmail} />}
          {user.data?.isLoggedIn ? (
            <>
              {accountLinks(user.data.activeProfile, flags.FW_ACCOUNT_PAGE_REDESIGN).map((link) => (
                <li key={link.path}>
                  <NavLink to={link.path} end>
                    {link.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <Suspense
                  fallback={
                    <span className="button" aria-hidden="true">
                      My account
                    </span>
                  }
                >
                  <UserMenu user={user.data} />
                </Suspense>
              </li>
            </>
          ) : (
            <>
              {flags.FW_CANADA && !user.data?.isAuthorized && (
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
