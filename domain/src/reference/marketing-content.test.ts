import { fieldErrorsOf } from '../validation/field-errors';
import { marketingContentOf, MarketingContentSchema, marketingStatsOf } from './marketing-content';

const CONTENT = {
  figures: { willsCreated: '640K+', amountRaised: '$6.5B', partnerCount: '950+' },
  pressMentions: [
    {
      outlet: 'The Daily Ledger',
      logoUrl: '/logos/daily-ledger.svg',
      articleUrl: 'https://dailyledger.example/2026/wills-online',
    },
  ],
};

describe('the home page’s marketing content (platform-core.md 2.5, issue 24)', () => {
  it('publishes as the stats the home page reads, and reads back the same', () => {
    const stats = marketingStatsOf(CONTENT);
    expect(stats.map(({ fieldName }) => fieldName)).toEqual([
      'WILLS_CREATED',
      'AMOUNT_RAISED',
      'PARTNER_COUNT',
      'PRESS_MENTIONS',
    ]);
    expect(marketingContentOf(stats)).toEqual(CONTENT);
  });

  it('reads nothing published as the defaults and no mentions', () => {
    expect(marketingContentOf([])).toEqual({
      figures: { willsCreated: '602K+', amountRaised: '$6.2B', partnerCount: '900+' },
      pressMentions: [],
    });
  });

  it.each([
    [{ figures: { ...CONTENT.figures, willsCreated: '' } }, 'figures.willsCreated', /602K\+/],
    [
      { figures: { ...CONTENT.figures, amountRaised: '$6,500,000,000' } },
      'figures.amountRaised',
      /12 characters/,
    ],
    [
      { pressMentions: [{ ...CONTENT.pressMentions[0], articleUrl: 'ftp://x' }] },
      'pressMentions.0.articleUrl',
      /https/,
    ],
    [
      { pressMentions: Array.from({ length: 13 }, () => CONTENT.pressMentions[0]) },
      'pressMentions',
      /at most 12/,
    ],
  ])('refuses %j naming %s', (change, field, message) => {
    const result = MarketingContentSchema.safeParse({ ...CONTENT, ...change });
    expect(fieldErrorsOf(result.error!.issues)[field]).toMatch(message);
  });
});
