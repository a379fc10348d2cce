import { useMediaQuery, type Theme } from '@mui/material';

/** A phone or a narrow window: lists show as simple lists, not tables wider than the screen. */
export const useSmallScreen = () =>
  useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'), { noSsr: true });
