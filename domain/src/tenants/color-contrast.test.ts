import {
  contrastRatio,
  isHexColor,
  relativeLuminance,
  WCAG_AA_NORMAL_TEXT_CONTRAST,
} from './color-contrast';

describe('WCAG 2.x contrast of tenant theme colors (platform-core.md 2.8 color theme)', () => {
  it.each([
    ['#000000', '#FFFFFF', 21],
    ['#FFFFFF', '#000000', 21],
    ['#777777', '#FFFFFF', 4.48],
    ['#767676', '#ffffff', 4.54],
    ['#123456', '#123456', 1],
  ])('%s on %s has a contrast of %d:1', (foreground, background, expected) => {
    expect(contrastRatio(foreground, background)).toBeCloseTo(expected, 2);
  });

  it('uses the WCAG luminance formula and the AA threshold 4.5', () => {
    expect(relativeLuminance('#FFFFFF')).toBe(1);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FF0000')).toBeCloseTo(0.2126, 4);
    expect(WCAG_AA_NORMAL_TEXT_CONTRAST).toBe(4.5);
  });

  it.each([
    ['#1f4e79', true],
    ['#1F4E79', true],
    ['#FFF', false],
    ['1F4E79', false],
    ['#1F4E7G', false],
  ])('isHexColor(%j) is %j', (value, expected) => {
    expect(isHexColor(value)).toBe(expected);
  });

  it('refuses a color that is not #RRGGBB', () => {
    expect(() => relativeLuminance('red')).toThrow('Not a #RRGGBB color: red');
  });
});
