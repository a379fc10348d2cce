import {
  mayAddProfiles,
  type CurrentUserView,
  type PublicTenantConfiguration,
} from '@bequest/sdk/app';
import { useId, useState } from 'react';
import { CreateProfileModal } from '../../../profiles/CreateProfileModal';
import { EditProfileModal } from '../../../profiles/EditProfileModal';
import { fullNameOf } from '../../../profiles/profile-name';

/**
 * The profiles of the account, each with "Edit" (platform-core.md 2.12, 4.14), and "Add new
 * profile" for verified users where the tenant allows several profiles.
 */
export const AccountProfiles = ({
  user,
  configuration,
}: {
  readonly user: CurrentUserView;
  readonly configuration: PublicTenantConfiguration;
}) => {
  const headingId = useId();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  // Looked up on each render, so the modal edits the version the account last read.
  const editing = user.profiles.find((profile) => profile.randId === editingId);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Profiles</h2>
      <ul className="plain-list">
        {user.profiles.map((profile) => {
          const name = fullNameOf(profile) || user.email;
          return (
            <li key={profile.randId}>
              {name}
              {profile.randId === user.accountOwnerId && ' (account owner)'}
              {profile.randId === user.activeProfile.randId && ' (current profile)'}{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => setEditingId(profile.randId)}
              >
                Edit<span className="visually-hidden"> {name}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {mayAddProfiles(configuration, user.isVerified) && (
        <>
          <button type="button" className="button" onClick={() => setAdding(true)}>
            Add new profile
          </button>
          <CreateProfileModal open={adding} onClose={() => setAdding(false)} />
        </>
      )}
      {editing && (
        <EditProfileModal
          open
          onClose={() => setEditingId(null)}
          profile={editing}
          showGenderQuestion={configuration.showGenderQuestion}
        />
      )}
    </section>
  );
};
