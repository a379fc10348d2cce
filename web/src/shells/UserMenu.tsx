import { displayFirstName, mayAddProfiles, type CurrentUserView } from '@bequest/sdk';
import { lazy, Suspense, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Disclosure } from '../components/Disclosure';
import { fullNameOf } from '../profiles/profile-name';
import { useLogOut } from '../session/use-log-out';
import { useSwitchProfile } from '../session/use-switch-profile';
import { useTenant } from '../tenant/use-tenant';

// Forms load when first opened: the header is on every page's first load.
const EditProfileModal = lazy(() =>
  import('../profiles/EditProfileModal').then((module) => ({ default: module.EditProfileModal })),
);
const CreateProfileModal = lazy(() =>
  import('../profiles/CreateProfileModal').then((module) => ({
    default: module.CreateProfileModal,
  })),
);

/**
 * The signed-in user's menu (platform-core.md 2.13): who is signed in, the way to the account,
 * for verified users the profiles (switch, edit the current one, add one), the documents and the
 * account settings, and "Log out".
 */
export const UserMenu = ({ user }: { readonly user: CurrentUserView }) => {
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const profilesId = useId();
  const location = useLocation();
  const logOut = useLogOut();
  const switchProfile = useSwitchProfile();
  const configuration = useTenant().data?.configuration;
  const profile = user.activeProfile;
  const name = displayFirstName(profile);
  const showProfiles = Boolean(configuration && mayAddProfiles(configuration, user.isVerified));

  return (
    <>
      <Disclosure className="user-menu" buttonClassName="button" button="My account">
        {(close) => {
          const act = (action: () => void) => () => {
            close();
            action();
          };
          return (
            <>
              <li className="user-menu__who">
                {name && <strong>{name}</strong>}
                <span>{user.email}</span>
              </li>
              {location.pathname !== '/account' && (
                <li>
                  <Link to="/account">Go to your account</Link>
                </li>
              )}
              {showProfiles && (
                <li>
                  <span className="user-menu__heading" id={profilesId}>
                    Profiles
                  </span>
                  <ul aria-labelledby={profilesId}>
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
                      <button
                        type="button"
                        className="link-button"
                        onClick={act(() => setAdding(true))}
                      >
                        Add new profile
                      </button>
                    </li>
                  </ul>
                </li>
              )}
              <li>
                <NavLink to="/account" end>
                  My documents
                </NavLink>
              </li>
              <li>
                <NavLink to="/account/settings" end>
                  Account settings
                </NavLink>
              </li>
              <li>
                <button type="button" className="link-button" onClick={() => void logOut()}>
                  Log out
                </button>
              </li>
            </>
          );
        }}
      </Disclosure>
      <Suspense fallback={null}>
        {editing && configuration && (
          <EditProfileModal
            open
            onClose={() => setEditing(false)}
            profile={profile}
            showGenderQuestion={configuration.showGenderQuestion}
          />
        )}
        {adding && <CreateProfileModal open onClose={() => setAdding(false)} />}
      </Suspense>
    </>
  );
};
