import { organizationPathOf, partnerPagePathOf, slugPathname } from './organization-paths';

describe('organization pages by slug (platform-core.md 2.3)', () => {
  it.each([
    ['/harborfoodbank', null, 'harborfoodbank'],
    ['/HarborFoodBank/', null, 'harborfoodbank'],
    ['/record/harborfoodbank', 'record', 'harborfoodbank'],
    ['/smartgiving/river_conservancy', 'smartgiving', 'river_conservancy'],
    ['/daf/river-conservancy-fund', 'daf', 'river-conservancy-fund'],
    ['/beneficiaries/a1', 'beneficiaries', 'a1'],
  ])('%s names section %s, slug %s', (path, section, slug) => {
    const named = organizationPathOf(path);
    expect(named).toEqual({ section, slug });
    expect(slugPathname(named!)).toBe(section ? `/${section}/${slug}` : `/${slug}`);
  });

  it.each([
    '/',
    '/favicon.svg',
    '/-leading',
    '/trailing-',
    '/double--hyphen',
    '/will/harborfoodbank',
    '/lp/harborfoodbank',
    '/a/b/c',
  ])('%s names no organization', (path) => {
    expect(organizationPathOf(path)).toBeNull();
  });
});

describe('partner landing pages by slug (platform-core.md 2.4)', () => {
  it.each([
    ['/harbor-food-bank', null],
    ['/lp/harbor-food-bank', 'lp'],
    ['/partner/Harbor-Food-Bank', 'partner'],
  ])('%s is a partner page under %s', (path, section) => {
    expect(partnerPagePathOf(path)).toEqual({ section, slug: 'harbor-food-bank' });
  });

  it.each(['/record/harbor-food-bank', '/lp/a/b', '/assets/app.js'])('%s is not one', (path) => {
    expect(partnerPagePathOf(path)).toBeNull();
  });
});
