import { siteMenus, type SiteMenu } from '@bequest/sdk';
import { Link } from 'react-router-dom';
import { Disclosure } from '../components/Disclosure';

const MenuEntry = ({ label, href }: { readonly label: string; readonly href: string }) =>
  href.startsWith('/') ? <Link to={href}>{label}</Link> : <a href={href}>{label}</a>;

const NavMenu = ({ menu }: { readonly menu: SiteMenu }) => (
  <Disclosure className="nav-menu" buttonClassName="nav-menu__button" button={menu.label}>
    {() =>
      menu.links.map((link) => (
        <li key={link.label}>
          <MenuEntry {...link} />
        </li>
      ))
    }
  </Disclosure>
);

/** The public shell's header menus (platform-core.md 2.13). */
export const SiteMenus = ({ contactEmail }: { readonly contactEmail: string }) => (
  <>
    {siteMenus(contactEmail).map((menu) => (
      <li key={menu.label}>
        <NavMenu menu={menu} />
      </li>
    ))}
  </>
);
