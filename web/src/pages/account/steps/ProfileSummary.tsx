import { formatPhone, GENDER_LABELS, hasAddressToShow, type ProfileView } from '@bequest/sdk/app';

const dateOfBirth = (isoDate: string | null | undefined) => {
  if (!isoDate) return '—';
  const [year, month, day] = isoDate.split('-');
  return `${month}/${day}/${year}`;
};

/**
 * The profile summary (platform-core.md 2.11): full legal name, gender where the tenant asks it,
 * date of birth, phone and address. The standard summary shows the address only once a part of
 * it other than the country is filled; the white-labeled one always.
 */
export const ProfileSummary = ({
  profile,
  showGender,
  whiteLabelled,
}: {
  readonly profile: ProfileView;
  readonly showGender: boolean;
  readonly whiteLabelled: boolean;
}) => {
  const { first, middle, last } = profile.fullName;
  const address = [
    profile.address1,
    profile.address2,
    [profile.city, [profile.administrativeArea, profile.postalCode].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', '),
  ].filter(Boolean);
  return (
    <dl className="profile-summary">
      <dt>Full Legal Name</dt>
      <dd>{[first, middle, last].filter(Boolean).join(' ') || '—'}</dd>
      {showGender && (
        <>
          <dt>Gender</dt>
          <dd>{profile.gender ? GENDER_LABELS[profile.gender] : '—'}</dd>
        </>
      )}
      <dt>Date of Birth</dt>
      <dd>{dateOfBirth(profile.birthDate)}</dd>
      <dt>Phone Number</dt>
      <dd>{profile.phone ? formatPhone(profile.phone) : '—'}</dd>
      {(whiteLabelled || hasAddressToShow(profile)) && (
        <>
          <dt>Address</dt>
          <dd>{address.length > 0 ? address.join(', ') : '—'}</dd>
        </>
      )}
    </dl>
  );
};
