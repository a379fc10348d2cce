import {
  browserRefusesTracking,
  ensureAbTestGroup,
  rememberTrackingData,
  trackingAllowed,
  trackingHeaders,
} from './tracking';

const clearCookies = () => {
  for (const cookie of document.cookie.split('; ').filter(Boolean))
    document.cookie = `${cookie.split('=')[0]}=; path=/; Max-Age=0`;
};

/** Sets what the browser says about tracking, as navigator tells it. */
const signal = (doNotTrack: string | null, globalPrivacyControl: boolean | undefined) => {
  Object.defineProperty(navigator, 'doNotTrack', { value: doNotTrack, configurable: true });
  Object.defineProperty(navigator, 'globalPrivacyControl', {
    value: globalPrivacyControl,
    configurable: true,
  });
};

describe('the tracking headers and cookies of platform-core.md 7, 9 (ADR 0028)', () => {
  beforeEach(() => {
    clearCookies();
    signal(null, undefined);
  });

  it('sends the web version and locale on every call, and the tracking data once kept', () => {
    expect(trackingHeaders()).toEqual({
      'x-web-version': expect.any(String),
      'accept-language': 'en-US',
    });
    rememberTrackingData({
      pathname: '/Will/Start',
      hash: '#top',
      search: '?utm_source=news&token=secret',
    });
    const data = JSON.parse(trackingHeaders()['extra-tracking-data'] ?? '{}');
    expect(data).toEqual({
      timeZone: expect.any(String),
      deviceWidth: expect.any(Number),
      deviceHeight: expect.any(Number),
      path: '/will/start',
      hash: '#top',
      query: { utm_source: 'news' },
    });
    expect(document.cookie).toContain('extra_tracking_data=');
  });

  it('sends characters outside Latin-1 as JSON escapes, so the header stays valid', () => {
    rememberTrackingData({
      pathname: '/will',
      hash: '',
      search: '?utm_term=caf%C3%A9%20%E2%9C%93',
    });
    const header = trackingHeaders()['extra-tracking-data']!;
    expect(header).toMatch(/^[\x20-\x7e]+$/);
    expect(JSON.parse(header).query).toEqual({ utm_term: 'café ✓' });
  });

  it('keeps the page a visit came in by, unless a later address carries a query', () => {
    rememberTrackingData({ pathname: '/first', hash: '', search: '' });
    rememberTrackingData({ pathname: '/second', hash: '', search: '' });
    expect(JSON.parse(trackingHeaders()['extra-tracking-data']!).path).toBe('/first');
    rememberTrackingData({ pathname: '/third', hash: '', search: '?utm_campaign=fall' });
    expect(JSON.parse(trackingHeaders()['extra-tracking-data']!).path).toBe('/third');
  });

  it.each([
    ['Do Not Track', () => signal('1', undefined)],
    ['Global Privacy Control', () => signal(null, true)],
    ['the do-not-sell choice', () => (document.cookie = 'analytics_opt_out=1; path=/')],
  ])('keeps and sends no tracking data under %s, and does again once it is off', (_name, on) => {
    on();
    expect(trackingAllowed()).toBe(false);
    rememberTrackingData({ pathname: '/will', hash: '', search: '?utm_source=news' });
    expect(document.cookie).not.toContain('extra_tracking_data=');
    clearCookies();
    signal(null, undefined);
    expect(browserRefusesTracking()).toBe(false);
    expect(trackingAllowed()).toBe(true);
    rememberTrackingData({ pathname: '/will', hash: '', search: '' });
    expect(trackingHeaders()).toHaveProperty('extra-tracking-data');
  });

  it('draws the A/B group once, a or b, and keeps it', () => {
    expect(ensureAbTestGroup(() => 0.7)).toBe('b');
    expect(document.cookie).toContain('ab-test-group=b');
    expect(ensureAbTestGroup(() => 0.1)).toBe('b');
    clearCookies();
    expect(ensureAbTestGroup(() => 0.1)).toBe('a');
  });
});
