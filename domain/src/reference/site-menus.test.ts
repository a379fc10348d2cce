import { EXTERNAL_SITES, siteMenus } from './site-menus';

describe('the header menus (platform-core.md 2.13)', () => {
  const menus = siteMenus('help@bequest.example');

  it('has the four menus, the nonprofit one on the nonprofit site', () => {
    expect(menus.map((menu) => menu.label)).toEqual([
      'For individuals',
      'For nonprofits',
      'For advisors',
      'About us',
    ]);
    expect(menus[1]!.links.every((link) => link.href.startsWith(EXTERNAL_SITES.nonprofits))).toBe(
      true,
    );
  });

  it('links this site by path and contacts the given address', () => {
    expect(menus[0]!.links.map((link) => link.href)).toContain('/glossary');
    expect(menus[3]!.links).toContainEqual({
      label: 'Contact us',
      href: 'mailto:help@bequest.example',
    });
  });
});
