import { adCampaignVisit, isAdCampaignSlug } from './ad-campaigns';
import { TrafficRecordSchema } from './traffic-record';

describe('ad campaign pages (platform-core.md 2.2, ADR 0011)', () => {
  it.each([
    ['spring', true],
    ['spring-2027', true],
    ['a', true],
    ['x'.repeat(100), true],
    ['x'.repeat(101), false],
    ['', false],
    [null, false],
    [undefined, false],
    ['Spring', false],
    ['spring_2027', false],
    ['spring 2027', false],
    ['spring%20sale', false],
    ['..', false],
    ['<script>', false],
    ['printemps-é', false],
  ])('%s is a campaign slug: %s', (slug, safe) => {
    expect(isAdCampaignSlug(slug)).toBe(safe);
  });

  it('records the visit with its path, its query less any token, and the campaign', () => {
    const visit = adCampaignVisit('spring', [
      ['utm_source', 'mail'],
      ['utm_campaign', 'spring'],
      ['token', 'secret'],
    ]);
    expect(visit).toEqual({
      source: 'WEB',
      trackingData: {
        utm_source: 'mail',
        utm_campaign: 'spring',
        path: '/ad/spring',
        adCampaign: 'spring',
      },
    });
    expect(TrafficRecordSchema.parse(visit)).toEqual(visit);
  });

  it('keeps the campaign and path from the address, whatever the query says', () => {
    expect(
      adCampaignVisit('spring', [
        ['adCampaign', 'autumn'],
        ['path', '/elsewhere'],
      ]).trackingData,
    ).toEqual({ path: '/ad/spring', adCampaign: 'spring' });
  });
});
