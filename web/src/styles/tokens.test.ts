import { TENANT_CONFIGURATIONS } from '@bequest/sdk/app';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

describe('the default theme (tokens.css)', () => {
  it('is the main brand’s, which a prerendered page shows before the app sets the theme (ADR 0017)', () => {
    const css = readFileSync(join(__dirname, 'tokens.css'), 'utf8');
    const defaults = Object.fromEntries(
      [...css.matchAll(/^ {2}--([a-z-]+): (#[0-9a-f]{6});$/gm)].map(([, name, color]) => [
        name,
        color,
      ]),
    );
    const theme = TENANT_CONFIGURATIONS.bequest.branding.theme;
    const expected = Object.fromEntries(
      Object.entries(theme).map(([color, value]) => [
        color.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
        value.toLowerCase(),
      ]),
    );
    expect(Object.fromEntries(Object.keys(expected).map((name) => [name, defaults[name]]))).toEqual(
      expected,
    );
  });
});
