import {
  ALERT_AUTO_CLOSE_MS,
  alertAutoCloseMs,
  ATTORNEY_DRAFTED_TIMELINE,
  formatRange,
  MAIL_DELIVERY_BUSINESS_DAYS,
  OREGON_ATTORNEY_ASSET_THRESHOLD_USD,
  STRATEGIST_CALL_MINUTES,
  TOAST_AUTO_CLOSE_MS,
  TRAFFIC_SAVE_DELAY_MS,
} from './business-constants';

describe('platform-core.md 9 business constants', () => {
  it.each([
    ['traffic save delay (ms)', TRAFFIC_SAVE_DELAY_MS, 3000],
    ['strategist call (minutes)', STRATEGIST_CALL_MINUTES, 30],
    ['Oregon attorney threshold (USD)', OREGON_ATTORNEY_ASSET_THRESHOLD_USD, 1_000_000],
    ['alert auto-close (ms)', ALERT_AUTO_CLOSE_MS, 10_000],
    ['toast auto-close (ms)', TOAST_AUTO_CLOSE_MS, 4_500],
  ])('%s is %d', (_name, value, expected) => {
    expect(value).toBe(expected);
  });

  it('mail delivery takes "7-10 business days"', () => {
    expect(formatRange(MAIL_DELIVERY_BUSINESS_DAYS, 'business days')).toBe('7-10 business days');
  });

  it('the attorney-drafted timeline is 1-2 / 4-6 / 1-2 weeks', () => {
    expect(
      ATTORNEY_DRAFTED_TIMELINE.map(({ step, weeks }) => `${step}: ${formatRange(weeks, 'weeks')}`),
    ).toEqual([
      'Attorney Matching: 1-2 weeks',
      'Attorney Drafting: 4-6 weeks',
      'Document Finalization: 1-2 weeks',
    ]);
  });
});

describe('platform-core.md 8 alerts close after 10 s, or 4.5 s with the toast transition, unless persistent', () => {
  it.each([
    [{}, 10_000],
    [{ toastTransition: false }, 10_000],
    [{ toastTransition: true }, 4_500],
    [{ persistent: false, toastTransition: true }, 4_500],
    [{ persistent: true }, null],
    [{ persistent: true, toastTransition: true }, null],
  ])('%j closes after %j ms', (alert, expected) => {
    expect(alertAutoCloseMs(alert)).toBe(expected);
  });
});
