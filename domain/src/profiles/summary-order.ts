import { fullNameToString, type PersonName } from './person-name';

interface Summarized {
  readonly fullName: Partial<PersonName>;
  readonly birthDate?: string | null;
}

/** The household's profile summaries in order: by full name, then by birth date (platform-core.md 2.11). */
export const inSummaryOrder = <Profile extends Summarized>(
  profiles: readonly Profile[],
): Profile[] =>
  [...profiles].sort(
    (a, b) =>
      fullNameToString(a.fullName).localeCompare(fullNameToString(b.fullName), 'en', {
        sensitivity: 'base',
      }) || (a.birthDate ?? '').localeCompare(b.birthDate ?? ''),
  );
