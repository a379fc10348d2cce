import { phoneSearchDigits } from './phone';

describe('the digits a staff search looks phone numbers up by (issue 24)', () => {
  it.each([
    ['(312) 555-0199', '3125550199'],
    ['312.555.0199', '3125550199'],
    ['312 555 0199', '3125550199'],
    ['3125550199', '3125550199'],
    ['+1 312 555 0199', '3125550199'],
    ['1-312-555-0199', '3125550199'],
    ['555-0199', '5550199'],
    ['0199', '0199'],
    [' 0199 ', '0199'],
  ])('reads %j as %j', (text, digits) => {
    expect(phoneSearchDigits(text)).toBe(digits);
  });

  it.each(['', '199', '(31)', 'rosa', 'rosa 3125550199', 'abc-1234', 'a1b2c3d4', 'x@y.z'])(
    'reads %j as no phone number',
    (text) => {
      expect(phoneSearchDigits(text)).toBeNull();
    },
  );
});
