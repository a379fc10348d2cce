import { useTenant } from '@bequest/sdk/react';
import { displayFirstName, mayAddProfiles, type CurrentUserView } from '@bequest/sdk/app';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import {
  Button,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  RouterProvider,
  Text,
} from 'react-aria-components';
import { useHref, useLocation, useNavigate } from 'react-router-dom';
import { fullNameOf } from '../profiles/profile-name';
import { useLogOut } from '../session/use-log-out';
import { useSwitchProfile } from '../session/use-switch-profile';

// Forms load when first opened.
const EditProfileModal = lazy(() =>
  import('../profiles/EditProfileModal').then((module) => ({ default: module.EditProfileModal })),
);
const CreateProfileModal = lazy(() =>
  import('../profiles/CreateProfileModal').then((module) => ({
    default: module.CreateProfileModal,
  })),
);

/**
 * The signed-in user's menu (platform-core.md 2.13), a React Aria menu button (ADR 0016): who is
 * signed in, the way to the account, for verified users the profiles (edit the current one,
 * switch, add one), the documents and the account settings, and "Log out". Arrow keys move
 * through it, Escape closes it and gives the focus back to "My account".
 */
export const UserMenu = ({ user }: { readonly user: CurrentUserView }) => {
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logOut = useLogOut();
  const switchProfile = useSwitchProfile();
  const configuration = useTenant().data?.configuration;
  const profile = user.activeProfile;
  const name = displayFirstName(profile);
  const showProfiles = Boolean(configuration && mayAddProfiles(configuration, user.isVerified));
  const link = (path: string, label: string) => (
    <MenuItem
      className="menu__item"
      href={path}
      // An item with an href is a link: marked as the current page where it leads here.
      render={(props) => (
        <a
          {...(props as ComponentProps<'a'>)}
          aria-current={pathname === path ? 'page' : undefined}
        />
      )}
    >
      {label}
    </MenuItem>
  );

  return (
    <>
      <RouterProvider navigate={(path) => void navigate(path)} useHref={useHref}>
        <MenuTrigger>
          <Button className="button">My account</Button>
          <Popover className="menu-popover" placement="bottom end" offset={8}>
            <Menu className="menu">
              <MenuSection className="menu__section">
                <Header className="menu__header user-menu__who">
                  {name && <strong>{name}</strong>}
                  <span>{user.email}</span>
                </Header>
                {pathname !== '/account' && link('/account', 'Go to your account')}
              </MenuSection>
              {showProfiles && (
                <MenuSection className="menu__section">
                  <Header className="menu__header">Profiles</Header>
                  <MenuItem
                    className="menu__item"
                    textValue="Edit"
                    onAction={() => setEditing(true)}
                  >
                    <Text slot="label">Edit</Text>
                    <Text slot="description" className="menu__description">
                      {fullNameOf(profile) || user.email}
                    </Text>
                  </MenuItem>
                  {user.profiles
                    .filter((other) => other.randId !== profile.randId)
                    .map((other) => (
                      <MenuItem
                        key={other.randId}
                        className="menu__item"
                        onAction={() => void switchProfile(other.randId, '/account')}
                      >
                        Switch to {fullNameOf(other) || 'this profile'}
                      </MenuItem>
                    ))}
                  <MenuItem className="menu__item" onAction={() => setAdding(true)}>
                    Add new profile
                  </MenuItem>
                </MenuSection>
              )}
              <MenuSection className="menu__section" aria-label="Account">
                {link('/account', 'My documents')}
                {link('/account/settings', 'Account settings')}
                <MenuItem className="menu__item" onAction={() => void logOut()}>
                  Log out
                </MenuItem>
              </MenuSection>
            </Menu>
          </Popover>
        </MenuTrigger>
      </RouterProvider>
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
