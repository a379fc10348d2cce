import type { CurrentUserView } from '@bequest/sdk';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CreateProfileModal } from '../profiles/CreateProfileModal';
import { EditProfileModal } from '../profiles/EditProfileModal';
import { displayNameOf, fullNameOf } from '../profiles/profile-name';
import { useLogOut } from '../session/use-log-out';
import { useSwitchProfile } from '../session/use-switch-profile';
import { useTenant } from '../tenant/use-tenant';

/**
 * The signed-in user's menu (platform-core.md 2.13): who is signed in, the way to the account,
 * for verified users the profiles (switch, edit the current one, add one), and "Log out". A
 * disclosure: Escape closes it and returns focus to its button.
 */
export const UserMenu = ({ user }: { readonly user: CurrentUserView }) => {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const logOut = useLogOut();
  const switchProfile = useSwitchProfile();
  const configuration = useTenant().data?.configuration;
  const profile = user.activeProfile;
  const showProfiles = user.isVerified && Boolean(configuration?.multipleProfiles);

  useEffect(() => setOpen(false), [location.pathname]);
  const act = (action: () => void) => () => {
    setOpen(false);
    action();
  };

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
          {displayNameOf(profile) && <strong>{displayNameOf(profile)}</strong>}
          <span>{user.email}</span>
        </li>
        {location.pathname !== '/account' && (
          <li>
            <Link to="/account">Go to your account</Link>
          </li>
        )}
        {showProfiles && (
          <li>
            <span className="user-menu__heading" id={`${menuId}-profiles`}>
              Profiles
            </span>
            <ul aria-labelledby={`${menuId}-profiles`}>
              {user.profiles.map((other) =>
                other.randId === profile.randId ? (
                  <li key={other.randId}>
                    {fullNameOf(other) || user.email}{' '}
                    <button
                      type="button"
                      className="link-button"
                      onClick={act(() => setEditing(true))}
                    >
                      Edit
                    </button>
                  </li>
                ) : (
                  <li key={other.randId}>
                    <button
                      type="button"
                      className="link-button"
                      onClick={act(() => void switchProfile(other.randId, '/account'))}
                    >
                      Switch to {fullNameOf(other) || 'this profile'}
                    </button>
                  </li>
                ),
              )}
              <li>
                <button type="button" className="link-button" onClick={act(() => setAdding(true))}>
                  Add new profile
                </button>
              </li>
            </ul>
          </li>
        )}
        <li>
          <button type="button" className="link-button" onClick={() => void logOut()}>
            Log out
          </button>
        </li>
      </ul>
      {configuration && (
        <EditProfileModal
          open={editing}
          onClose={() => setEditing(false)}
          profile={profile}
          showGenderQuestion={configuration.showGenderQuestion}
        />
      )}
      <CreateProfileModal open={adding} onClose={() => setAdding(false)} />
    </div>
  );
};
