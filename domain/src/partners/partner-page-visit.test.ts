import { cancelAccountCreationRoute, partnerSlugOf } from './partner-page-visit';

describe('the partner page a visitor came through (platform-core.md 2.4, 2.9)', () => {
  it.each([
    ['/partner/harbor-food-bank', 'harbor-food-bank', '/partner/harbor-food-bank'],
    ['/partner/river%20trust/more?x=1', 'river trust', '/partner/river%20trust'],
    ['/lp/harbor-food-bank', null, '/'],
    ['/harborfoodbank', null, '/'],
    ['/partner/', null, '/'],
    [null, null, '/'],
  ])('%s gives the slug %s and cancels to %s', (path, slug, cancel) => {
    expect(partnerSlugOf(path)).toBe(slug);
    expect(cancelAccountCreationRoute(path)).toBe(cancel);
  });
});
