/** WCAG 2.x AA minimum contrast ratio for normal-size text. */
export const WCAG_AA_NORMAL_TEXT_CONTRAST = 4.5;

const HEX_COLOR = /^#([0-9a-f]{6})$/i;

/** True for a color written #RRGGBB. */
export const isHexColor = (value: string): boolean => HEX_COLOR.test(value);

const channel = (byte: number): number => {
  const srgb = byte / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance of a #RRGGBB color, as WCAG 2.x defines it; throws on any other form. */
export const relativeLuminance = (hex: string): number => {
  const match = HEX_COLOR.exec(hex);
  if (!match) throw new RangeError(`Not a #RRGGBB color: ${hex}`);
  const value = Number.parseInt(match[1] as string, 16);
  const [r, g, b] = [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff].map(channel) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG contrast ratio of two #RRGGBB colors, from 1 to 21. */
export const contrastRatio = (foreground: string, background: string): number => {
  const [light, dark] = [relativeLuminance(foreground), relativeLuminance(background)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};
