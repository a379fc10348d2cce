import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** react-admin's default theme, its app bar dark enough for white text (WCAG AA). */
export const staffTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: { primary: { main: '#0b2545' }, secondary: { main: '#0b2545' } },
};
