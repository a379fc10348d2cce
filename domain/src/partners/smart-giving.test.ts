import { contrastRatio } from '../tenants/color-contrast';
import {
  givingWayPath,
  SmartGivingSettingsSchema,
  textColorOn,
  widgetOriginOf,
} from './smart-giving';

describe('the origins a nonprofit lists for its widget (giving 2.9)', () => {
  it.each([
    ['https://www.harborfoodbank.org', false, 'https://www.harborfoodbank.org'],
    ['https://www.harborfoodbank.org/', false, 'https://www.harborfoodbank.org'],
    [' https://Give.Example.org:8443 ', false, 'https://give.example.org:8443'],
    ['http://127.0.0.1:5173', true, 'http://127.0.0.1:5173'],
    ['http://localhost:4000', true, 'http://localhost:4000'],
    ['http://127.0.0.1:5173', false, null],
    ['http://www.example.org', true, null],
    ['https://www.example.org/donate', false, null],
    ['https://user:pw@www.example.org', false, null],
    ['https://www.example.org/?a=1', false, null],
    ['https://*.example.org', false, null],
    ['*', false, null],
    ["'self'", false, null],
    ['javascript:alert(1)', true, null],
    ['https://www.example.org:443', false, 'https://www.example.org'],
    ['https://www.example.org:99999', false, null],
    ['https://www.example.org#top', false, null],
  ])('%s (loopback http %s) is %s', (text, loopback, origin) => {
    expect(widgetOriginOf(text, loopback)).toBe(origin);
  });
});

describe('where each way to give opens its flow with the nonprofit chosen', () => {
  it.each([
    ['will', '/will/residual-distribution?charity=Harbor%20Food%20Bank'],
    ['beneficiary', '/account/beneficiaries'],
    ['stock', '/stocks/harbor-food-bank/give'],
    ['qcd', '/qcd/harbor-food-bank/give'],
    ['daf', '/daf/harbor-food-bank'],
  ] as const)('%s opens %s', (way, path) => {
    expect(givingWayPath(way, 'harbor-food-bank', 'Harbor Food Bank')).toBe(path);
  });
});

describe('what staff configure', () => {
  it('refuses an empty list of ways or a malformed color', () => {
    const valid = { ways: ['stock'], story: ' Ours ', primaryColor: '#1D4ED8', widgetOrigins: [] };
    expect(SmartGivingSettingsSchema.parse(valid)).toEqual({
      ...valid,
      story: 'Ours',
    });
    const refused = SmartGivingSettingsSchema.safeParse({
      ...valid,
      ways: [],
      primaryColor: 'blue',
    });
    expect(refused.error?.issues.map((issue) => issue.path[0])).toEqual(['ways', 'primaryColor']);
  });
});

describe('text on a nonprofit color', () => {
  it.each([
    ['#1d4ed8', '#ffffff'],
    ['#ffd700', '#000000'],
    ['#767676', '#000000'],
    ['#000000', '#ffffff'],
  ])('on %s is %s, at least 4.5:1', (background, text) => {
    expect(textColorOn(background)).toBe(text);
    expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(4.5);
  });
});
