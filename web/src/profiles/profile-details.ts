import { toSentBirthDate, type ProfileView } from '@bequest/sdk/app';

/** A profile's birth date (as typed, mm/dd/yyyy), phone and address, as the forms edit them. */
export const detailsDraftOf = (profile: ProfileView | undefined) => ({
  birthDate: profile?.birthDate ? toSentBirthDate(profile.birthDate) : '',
  phone: profile?.phone ?? '',
  address1: profile?.address1 ?? '',
  city: profile?.city ?? '',
  administrativeArea: profile?.administrativeArea ?? '',
  postalCode: profile?.postalCode ?? '',
});
