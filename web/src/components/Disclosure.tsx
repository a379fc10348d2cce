import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A button that shows and hides a list (the header menus, the user menu, a document's more
 * actions): Escape closes it and gives focus back to the button, and it closes when the page
 * changes. The list's items get `close` for actions that should fold it.
 */
export const Disclosure = ({
  className,
  buttonClassName,
  button,
  children,
}: {
  readonly className: string;
  readonly buttonClassName: string;
  readonly button: ReactNode;
  readonly children: (close: () => void) => ReactNode;
}) => {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  return (
    <div
      className={className}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        buttonRef.current?.focus();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {button}
      </button>
      <ul id={listId} className="disclosure__list" hidden={!open}>
        {children(() => setOpen(false))}
      </ul>
    </div>
  );
};
