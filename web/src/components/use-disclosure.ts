import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The state of a button that shows and hides what it controls: Escape inside closes it and gives
 * focus back to the button, and it closes when the page changes. Put `onKeyDown` on the element
 * around the button and what it shows, and `button` on the button.
 */
export const useDisclosure = () => {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const controlsId = useId();
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  return {
    open,
    controlsId,
    close: () => setOpen(false),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      // A disclosure inside another (a header menu in the phone menu) closes alone.
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    },
    button: {
      ref: buttonRef,
      type: 'button',
      'aria-expanded': open,
      'aria-controls': controlsId,
      onClick: () => setOpen(!open),
    } as const,
  };
};
