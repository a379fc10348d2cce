import { useState } from 'react';
import { usePageTitle } from '../../../app/use-page-title';
import { usePartnerById, useStopContactSharing } from '@bequest/sdk/react';
import { useCurrentUser } from '../../../session/use-current-user';
import { BackToAccount } from '../BackToAccount';
import { ConsentLedger } from './ConsentLedger';

/** One nonprofit that may receive the person's contact details, and the way to stop it. */
const SharedWith = ({
  organizationId,
  onStop,
}: {
  readonly organizationId: string;
  readonly onStop: (name: string) => Promise<void>;
}) => {
  const partner = usePartnerById(organizationId).data;
  const name = partner?.orgDisplayName ?? partner?.organization.displayName ?? organizationId;
  return (
    <li>
      <span>{name}</span>{' '}
      <button type="button" className="button" onClick={() => void onStop(name)}>
        Stop sharing with {name}
      </button>
    </li>
  );
};

/**
 * Sharing (platform-core.md 2.7 /sharing): the nonprofits the person let receive their contact
 * details (orgsAllowedToGetContactDetails, giving 4.7), each of which they can stop, and the
 * consent ledger: what each nonprofit received and when (issue 26).
 */
export const SharingPage = () => {
  usePageTitle('Sharing with nonprofits');
  const stopContactSharing = useStopContactSharing();
  const profile = useCurrentUser().data?.activeProfile;
  const [status, setStatus] = useState<string | null>(null);
  if (!profile) return null;
  const stop = async (organizationId: string, name: string) => {
    const stopped = await stopContactSharing.mutateAsync({
      params: { profileId: profile.randId, organizationId },
    });
    setStatus(
      stopped.isOk()
        ? `${name} will no longer receive your contact details.`
        : stopped.error.error.message,
    );
  };
  const shared = profile.orgsAllowedToGetContactDetails;
  return (
    <div className="page narrow">
      <BackToAccount />
      <h1>Sharing with nonprofits</h1>
      <p>
        When you tell a nonprofit about a gift in your plan, you may let it have your name and
        contact details, so it can thank you. Bequest shares them with no one else.
      </p>
      {shared.length === 0 ? (
        <p>No nonprofit receives your contact details.</p>
      ) : (
        <ul className="shared-with">
          {shared.map((organizationId) => (
            <SharedWith
              key={organizationId}
              organizationId={organizationId}
              onStop={(name) => stop(organizationId, name)}
            />
          ))}
        </ul>
      )}
      <p role="status">{status}</p>
      <ConsentLedger profileId={profile.randId} onStop={stop} listed={shared} />
    </div>
  );
};

export default SharingPage;
