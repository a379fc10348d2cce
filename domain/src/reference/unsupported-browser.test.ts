import { isUnsupportedBrowser } from './unsupported-browser';

describe('the old-browser warning (platform-core.md 2.15)', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko', true],
    ['Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1)', true],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19582',
      true,
    ],
    ['Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en)', true],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
      false,
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0', false],
  ])('%s → %s', (userAgent, unsupported) => {
    expect(isUnsupportedBrowser(userAgent)).toBe(unsupported);
  });
});
