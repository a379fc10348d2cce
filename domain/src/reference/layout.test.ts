import { BREAKPOINTS, breakpointForWidth, HEADER_HEIGHT } from './layout';

describe('platform-core.md 9 breakpoints and header height', () => {
  it('has sm 487, md 768, lg 960, xl 1200 and a 5rem header', () => {
    expect(BREAKPOINTS).toEqual({ sm: 487, md: 768, lg: 960, xl: 1200 });
    expect(HEADER_HEIGHT).toBe('5rem');
  });

  it.each([
    [0, 'xs'],
    [486, 'xs'],
    [487, 'sm'],
    [767, 'sm'],
    [768, 'md'],
    [959, 'md'],
    [960, 'lg'],
    [1199, 'lg'],
    [1200, 'xl'],
    [2560, 'xl'],
  ])('a %i px wide viewport is %s', (width, breakpoint) => {
    expect(breakpointForWidth(width)).toBe(breakpoint);
  });
});
