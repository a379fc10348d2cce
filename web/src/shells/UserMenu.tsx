import type { CurrentUserView } from '@bequest/sdk';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useLogOut } from '../session/use-log-out';

/**
 * The signed-in user's menu (platform-core.md 2.13): who is signed in, the way to the account,
 * and "Log out". A disclosure: Escape closes it and returns focus to its button.
 */
export const UserMenu = ({ user }: { readonly user: CurrentUserView }) => {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const logOut = useLogOut();
  const profile = user.activeProfile;
  const name = profile.preferredName || profile.fullName.first;

  useEffect(() => setOpen(false), [location.pathname]);

  return (
    <div
      className="user-menu"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        My account
      </button>
      <ul id={menuId} className="user-menu__list" hidden={!open}>
        <li className="user-menu__who">
          {name && <strong>{name}</strong>}
          <span>{user.email}</span>
        </li>
        {location.pathname !== '/account' && (
          <li>
            <Link to="/account">Go to your account</Link>
          </li>
        )}
        <li>
          <button type="button" className="link-button" onClick={() => void logOut()}>
            Log out
          </button>
        </li>
      </ul>
    </div>
  );
};
