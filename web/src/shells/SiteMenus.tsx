import { siteMenus, type SiteMenu } from '@bequest/sdk/app';
import { Disclosure } from '../components/Disclosure';
import { SiteLink } from './SiteLink';

const NavMenu = ({ menu }: { readonly menu: SiteMenu }) => (
  <Disclosure className="nav-menu" buttonClassName="nav-menu__button" button={menu.label}>
    {() =>
      menu.links.map((link) => (
        <li key={link.label}>
          <SiteLink {...link} />
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
