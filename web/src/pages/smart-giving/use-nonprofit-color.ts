import { textColorOn } from '@bequest/sdk/app';
import { useLayoutEffect, useRef } from 'react';

/**
 * The nonprofit's color on its page's primary buttons, with black or white text, whichever
 * contrasts more (FW_DONOR_UX_CUSTOM_THEME: the server answers no color while it is off). Set
 * through the CSSOM, which the style policy allows (ADR 0014).
 */
export const useNonprofitColor = <Element extends HTMLElement>(
  color: string | null | undefined,
) => {
  const ref = useRef<Element>(null);
  useLayoutEffect(() => {
    const style = ref.current?.style;
    if (!style || !color) return;
    style.setProperty('--color-primary', color);
    style.setProperty('--color-on-primary', textColorOn(color));
    return () => {
      style.removeProperty('--color-primary');
      style.removeProperty('--color-on-primary');
    };
  }, [color]);
  return ref;
};
