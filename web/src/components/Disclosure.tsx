import type { ReactNode } from 'react';
import { useDisclosure } from './use-disclosure';

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
  const disclosure = useDisclosure();
  return (
    <div className={className} onKeyDown={disclosure.onKeyDown}>
      <button {...disclosure.button} className={buttonClassName}>
        {button}
      </button>
      <ul id={disclosure.controlsId} className="disclosure__list" hidden={!disclosure.open}>
        {children(disclosure.close)}
      </ul>
    </div>
  );
};
