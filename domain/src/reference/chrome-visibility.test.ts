import { showsFooter, showsHeader, showsSiteBanners } from './chrome-visibility';

describe('where the header and footer show (platform-core.md 2.13)', () => {
  it.each([
    ['/', true, true],
    ['/account', true, true],
    ['/lp/harbor-food-bank', false, false],
    ['/partner/harbor-food-bank', false, false],
    ['/record', false, false],
    ['/record/harbor-food-bank', false, false],
    ['/recordnew/harbor-food-bank/basics', false, false],
    ['/ad/spring', false, true],
    ['/daf/grant', false, true],
    ['/recorder', true, true],
  ])('%s: header %s, footer %s', (path, header, footer) => {
    expect([showsHeader(path), showsFooter(path)]).toEqual([header, footer]);
    expect([showsHeader(path, { inFrame: false }), showsFooter(path, { inFrame: false })]).toEqual([
      header,
      footer,
    ]);
  });
});

describe('partner landing pages go without the header (platform-core.md 2.13)', () => {
  it.each(['/harbor-food-bank', '/trust/harbor-food-bank'])('%s: no header, its footer', (path) => {
    const partnerPage = { isPartnerPage: true };
    expect(showsHeader(path, { inFrame: false }, partnerPage)).toBe(false);
    expect(showsHeader(path, { inFrame: false }, { isPartnerPage: false })).toBe(true);
    expect(showsFooter(path, { inFrame: false })).toBe(true);
  });
});

describe('inside a frame, the page alone (platform-core.md 2.1, ADR 0011)', () => {
  it.each([
    '/',
    '/account',
    '/ad/spring',
    '/record/harbor-food-bank',
    '/harbor-food-bank',
    '/will/basics',
  ])('%s: neither header nor footer', (path) => {
    const inFrame = { inFrame: true };
    expect([showsHeader(path, inFrame), showsFooter(path, inFrame)]).toEqual([false, false]);
  });

  it.each([
    [false, true],
    [true, false],
  ])('in a frame %s: the site-wide banners and skip link show %s', (inFrame, shown) => {
    expect(showsSiteBanners({ inFrame })).toBe(shown);
  });

  it('in the top window by default', () => {
    expect(showsSiteBanners()).toBe(true);
  });
});
