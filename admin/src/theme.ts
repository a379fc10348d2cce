import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's default theme, its app bar dark enough for white text (WCAG AA). Every progress
 * indicator is named, as a progress bar must be (axe's aria-progressbar-name): react-admin's app
 * bar shows one while a list loads again.
 */
export const staffTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: { primary: { main: '#0b2545' }, secondary: { main: '#0b2545' } },
  components: {
    ...defaultTheme.components,
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
    MuiLinearProgress: { defaultProps: { 'aria-label': 'Loading' } },
  },
};
