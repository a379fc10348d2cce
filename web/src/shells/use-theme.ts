import type { PublicTenantConfiguration } from '@bequest/sdk/app';
import { useLayoutEffect } from 'react';

type Theme = PublicTenantConfiguration['branding']['theme'];

const PROPERTIES: Record<keyof Theme, string> = {
  primary: '--primary',
  onPrimary: '--on-primary',
  secondary: '--secondary',
  onSecondary: '--on-secondary',
  background: '--background',
  text: '--text',
  link: '--link',
};

/**
 * The tenant's colors (platform-core.md 2.8) over the default tokens (styles/tokens.css), on the
 * root element: dialogs and menus open outside the shell, at the end of the body, and take them
 * too. Set before the first paint, through the CSSOM, which the style policy allows (ADR 0014).
 */
export const useTheme = (theme: Theme | undefined) => {
  useLayoutEffect(() => {
    if (!theme) return;
    const { style } = document.documentElement;
    const entries = Object.entries(PROPERTIES) as [keyof Theme, string][];
    for (const [color, property] of entries) style.setProperty(property, theme[color]);
    return () => entries.forEach(([, property]) => style.removeProperty(property));
  }, [theme]);
};
