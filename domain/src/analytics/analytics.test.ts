import {
  ANALYTICS_EVENT_NAMES,
  documentEventName,
  WEB_ANALYTICS_EVENT_NAMES,
} from './analytics-events';
import { AnalyticsEventNameSchema } from './analytics-schemas';
import { ACCOUNT_CREATED_EVENT } from '../tenants/tenant-configuration';
import {
  analyticsAllowed,
  privacyHeaderOn,
  trackingWithoutPersonalData,
  withoutPersonalData,
} from './analytics-privacy';

describe('documents.md 9 analytics events', () => {
  it.each(['will', 'rlt', 'ahcd', 'poa'])(
    'has start, continue, edit, download, email, print, learn more and finalization of %s',
    (document) => {
      for (const action of [
        'start',
        'continue',
        'edit',
        'download',
        'email',
        'print',
        'learn_more',
        'finalization',
      ])
        expect(ANALYTICS_EVENT_NAMES).toContain(`${document}_${action}`);
    },
  );

  it("lists the tenants' account-creation marketing event under the configuration's name", () => {
    expect(ANALYTICS_EVENT_NAMES).toContain(ACCOUNT_CREATED_EVENT);
    expect(WEB_ANALYTICS_EVENT_NAMES).not.toContain(ACCOUNT_CREATED_EVENT);
  });

  it('names the DFPOA as the POA', () => {
    expect(documentEventName('DFPOA', 'download')).toBe('poa_download');
  });

  it('lets the web report only what the server cannot see', () => {
    expect(WEB_ANALYTICS_EVENT_NAMES).toContain('will_continue');
    expect(WEB_ANALYTICS_EVENT_NAMES).not.toContain('will_download');
    expect(WEB_ANALYTICS_EVENT_NAMES).not.toContain('log_in');
    for (const name of WEB_ANALYTICS_EVENT_NAMES) expect(ANALYTICS_EVENT_NAMES).toContain(name);
  });

  it('refuses a name outside the list', () => {
    expect(AnalyticsEventNameSchema.safeParse('will_download').success).toBe(true);
    expect(AnalyticsEventNameSchema.safeParse('will_deleted').success).toBe(false);
  });
});

describe('no e-mail, name or birth date in an event', () => {
  it('drops properties named for personal data and text holding an e-mail or a day', () => {
    expect(
      withoutPersonalData({
        document: 'will',
        email: 'ann@example.com',
        fullName: 'Ann Smith',
        birthDate: '01/02/1960',
        note: 'write to ann@example.com',
        when: '1960-01-02',
        deviceWidth: 390,
      }),
    ).toEqual({ document: 'will', deviceWidth: 390 });
  });

  it('drops personal query parameters and a path holding an e-mail, and lowercases the path', () => {
    expect(
      trackingWithoutPersonalData({
        timeZone: 'America/Chicago',
        path: '/Will/Start',
        query: { utm_source: 'news', email: 'x@y.org', ref: 'ann%40example.com', b: '2/3/1950' },
      }),
    ).toEqual({ timeZone: 'America/Chicago', path: '/will/start', query: { utm_source: 'news' } });
    expect(trackingWithoutPersonalData({ path: '/verify/ann@example.com' })).toEqual({});
  });
});

describe('do-not-track, Global Privacy Control and the do-not-sell choice', () => {
  const none = { doNotTrack: false, globalPrivacyControl: false, optedOut: false };
  it.each([
    [none, true],
    [{ ...none, doNotTrack: true }, false],
    [{ ...none, globalPrivacyControl: true }, false],
    [{ ...none, optedOut: true }, false],
  ])('%j allows recording: %s', (signals, allowed) => {
    expect(analyticsAllowed(signals)).toBe(allowed);
  });

  it.each([
    ['1', true],
    [' 1 ', true],
    ['0', false],
    [undefined, false],
    [['1'], true],
  ])('a header of %j is on: %s', (value, on) => {
    expect(privacyHeaderOn(value)).toBe(on);
  });
});
