import { legacySlugRedirect } from './legacy-slugs';

describe('legacy organisation slugs (platform-core.md 2.3)', () => {
  it.each([
    ['/harborfoodbank', '/harbor-food-bank'],
    ['/HarborFoodBank/', '/harbor-food-bank'],
    ['/record/harborfoodbank', '/record/harbor-food-bank'],
    ['/smartgiving/riverconservancy', '/smartgiving/river-conservancy'],
    ['/daf/river-conservancy-fund', '/daf/river-conservancy'],
  ])('%s moves to %s', (path, target) => {
    expect(legacySlugRedirect(path)).toBe(target);
  });

  it.each([
    '/',
    '/harbor-food-bank',
    '/account',
    '/will/harborfoodbank',
    '/record/unknown',
    '/a/b/c',
  ])('%s stays where it is', (path) => {
    expect(legacySlugRedirect(path)).toBeNull();
  });
});
