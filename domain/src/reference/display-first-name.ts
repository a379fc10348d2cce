/** The name fields of a profile, in every spelling the product uses (platform-core.md 3). */
export interface FirstNameSource {
  readonly preferredName?: string | null;
  readonly fullName?: { readonly first?: string | null } | null;
  readonly first_name?: string | null;
  readonly name?: string | { readonly first?: string | null } | null;
}

const present = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** The legal first name: fullName.first, else first_name, else name.first, else the first word of a name string. */
export const legalFirstName = (profile: FirstNameSource): string => {
  const { name } = profile;
  const fromName = typeof name === 'string' ? present(name)?.split(/\s+/)[0] : present(name?.first);
  return present(profile.fullName?.first) ?? present(profile.first_name) ?? fromName ?? '';
};

/**
 * Display first name = preferredName, else the legal first name; '' when the profile has
 * neither (platform-core.md 2.13, 3; documents.md 2.6).
 */
export const displayFirstName = (profile: FirstNameSource): string =>
  present(profile.preferredName) ?? legalFirstName(profile);

/**
 * The name the white-labeled account page greets: the person, or in household mode both
 * members as "Owner & Second" (platform-core.md 2.11).
 */
export const householdDisplayName = (
  owner: FirstNameSource,
  second: FirstNameSource | null | undefined,
): string => {
  const members = second ? [owner, second] : [owner];
  return members.map(displayFirstName).filter(Boolean).join(' & ');
};
