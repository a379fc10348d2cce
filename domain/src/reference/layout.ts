/** Layout breakpoints in pixels (platform-core.md 9). */
export const BREAKPOINTS = {
  sm: 487,
  md: 768,
  lg: 960,
  xl: 1200,
} as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** Height of the global header (platform-core.md 9). */
export const HEADER_HEIGHT = '5rem';

/** The largest breakpoint a viewport width reaches, or 'xs' below sm (platform-core.md 9). */
export const breakpointForWidth = (width: number): Breakpoint | 'xs' => {
  if (width >= BREAKPOINTS.xl) return 'xl';
  if (width >= BREAKPOINTS.lg) return 'lg';
  if (width >= BREAKPOINTS.md) return 'md';
  if (width >= BREAKPOINTS.sm) return 'sm';
  return 'xs';
};
