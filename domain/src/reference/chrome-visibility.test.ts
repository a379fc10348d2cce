import { showsFooter, showsHeader } from './chrome-visibility';

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
  });
});
