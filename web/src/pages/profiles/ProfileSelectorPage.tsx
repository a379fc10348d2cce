import { useTenant } from '@bequest/sdk/react';
import { mayAddProfiles } from '@bequest/sdk/app';
import { useState } from 'react';
import { usePageTitle } from '../../app/use-page-title';
import { BackToAccount } from '../account/BackToAccount';
import { CreateProfileModal } from '../../profiles/CreateProfileModal';
import { fullNameOf } from '../../profiles/profile-name';
import { useCurrentUser } from '../../session/use-current-user';
import { useSwitchProfile } from '../../session/use-switch-profile';

/** The profile selector (platform-core.md 2.7 /profile-selector): whose plan to work on. */
export const ProfileSelectorPage = () => {
  usePageTitle('Change profile');
  const user = useCurrentUser().data;
  const configuration = useTenant().data?.configuration;
  const switchProfile = useSwitchProfile();
  const [adding, setAdding] = useState(false);
  if (!user) return null;
  return (
    <div className="page narrow">
      <BackToAccount />
      <h1>Whose plan are you working on?</h1>
      <ul className="profile-list">
        {user.profiles.map((profile) => {
          const name = fullNameOf(profile) || user.email;
          const active = profile.randId === user.activeProfile.randId;
          return (
            <li key={profile.randId}>
              <button
                type="button"
                className={active ? 'button button--primary' : 'button'}
                aria-current={active ? 'true' : undefined}
                onClick={() => void switchProfile(profile.randId, '/account')}
              >
                {name}
                {profile.randId === user.accountOwnerId ? ' (account owner)' : ''}
              </button>
            </li>
          );
        })}
      </ul>
      {configuration && mayAddProfiles(configuration, user.isVerified) && (
        <>
          <button type="button" className="link-button" onClick={() => setAdding(true)}>
            Add new profile
          </button>
          <CreateProfileModal open={adding} onClose={() => setAdding(false)} />
        </>
      )}
    </div>
  );
};

export default ProfileSelectorPage;
