import {
  DEFAULT_MARKETING_STATS,
  MARKETING_STAT_FIELD_NAMES,
  MarketingStatSchema,
  pickMarketingStats,
} from './marketing-stats';

describe('platform-core.md 3, 7, 9 marketing stats', () => {
  it('asks for AMOUNT_RAISED, PARTNER_COUNT and WILLS_CREATED with defaults "602K+", "$6.2B", "900+"', () => {
    expect(MARKETING_STAT_FIELD_NAMES).toEqual(['AMOUNT_RAISED', 'PARTNER_COUNT', 'WILLS_CREATED']);
    expect(DEFAULT_MARKETING_STATS).toEqual({
      willsCreated: '602K+',
      amountRaised: '$6.2B',
      partnerCount: '900+',
    });
  });

  it.each([
    ['no answer', null, DEFAULT_MARKETING_STATS],
    ['an empty list', [], DEFAULT_MARKETING_STATS],
    [
      'every field as a string',
      [
        { fieldName: 'AMOUNT_RAISED', fieldValues: '$7B' },
        { fieldName: 'PARTNER_COUNT', fieldValues: '1,000+' },
        { fieldName: 'WILLS_CREATED', fieldValues: '700K+' },
      ],
      { amountRaised: '$7B', partnerCount: '1,000+', willsCreated: '700K+' },
    ],
    [
      'a list of values (the first string is used)',
      [{ fieldName: 'WILLS_CREATED', fieldValues: ['650K+', 'ignored'] }],
      { ...DEFAULT_MARKETING_STATS, willsCreated: '650K+' },
    ],
    [
      'non-string values (defaults kept)',
      [
        { fieldName: 'AMOUNT_RAISED', fieldValues: 6.2 },
        { fieldName: 'PARTNER_COUNT', fieldValues: [900] },
        { fieldName: 'WILLS_CREATED', fieldValues: '  ' },
      ],
      DEFAULT_MARKETING_STATS,
    ],
    [
      'unknown field names (ignored)',
      [
        { fieldName: 'DONORS', fieldValues: '5' },
        { fieldName: 'toString', fieldValues: 'x' },
      ],
      DEFAULT_MARKETING_STATS,
    ],
  ])('%s', (_case, stats, expected) => {
    expect(pickMarketingStats(stats)).toEqual(expected);
  });

  it('parses an answer entry', () => {
    expect(MarketingStatSchema.parse({ fieldName: 'PARTNER_COUNT', fieldValues: '900+' })).toEqual({
      fieldName: 'PARTNER_COUNT',
      fieldValues: '900+',
    });
  });
});
