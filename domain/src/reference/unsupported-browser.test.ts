import {
  unsupportedBrowserMessage,
  unsupportedBrowserName,
  unsupportedBrowserScript,
} from './unsupported-browser';

describe('the old-browser warning (platform-core.md 2.15, 8)', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko', 'Internet Explorer'],
    ['Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1)', 'Internet Explorer'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19582',
      'Microsoft Edge Legacy',
    ],
    [
      'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en)',
      'Opera Mini',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
      null,
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0', null],
  ])('%s → %s', (userAgent, name) => {
    expect(unsupportedBrowserName(userAgent)).toBe(name);
  });

  it('names the browser in the specification’s words', () => {
    expect(unsupportedBrowserMessage('Opera Mini')).toBe(
      'Consider using a different browser… Opera Mini is known to behave unpredictably',
    );
  });

  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko', 'Internet Explorer'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0', null],
  ])('as a page script, warns %s about %s', (userAgent, name) => {
    const inserted: { role?: string; text?: string }[] = [];
    const page = {
      createElement: () => {
        const element: { role?: string; text?: string; className?: string } = {};
        return Object.assign(element, {
          setAttribute: (_name: string, value: string) => (element.role = value),
          appendChild: (text: { text: string }) => (element.text = text.text),
        });
      },
      createTextNode: (text: string) => ({ text }),
      body: { firstChild: null, insertBefore: (element: object) => inserted.push(element) },
    };
    new Function('navigator', 'document', unsupportedBrowserScript())({ userAgent }, page);
    expect(inserted).toEqual(
      name
        ? [expect.objectContaining({ role: 'alert', text: unsupportedBrowserMessage(name) })]
        : [],
    );
  });
});
