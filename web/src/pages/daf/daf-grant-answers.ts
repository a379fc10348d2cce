import {
  dafGrantSchema,
  type CurrentUserView,
  type DafAnonymity,
  type DafGrantFrequency,
  type DafGrantInput,
  type DafGrantView,
  type DafSponsor,
} from '@bequest/sdk/app';
import { donorFromProfile, type TypedDonor } from '../giving/donor-from-profile';

/** A grant's answers as typed: unchosen lists are '', the number of grants is text. */
export interface DafGrantFormInput {
  sponsor: { firm: DafSponsor | ''; otherName: string };
  fundName: string;
  fundNumber: string;
  donor: TypedDonor;
  amount: string;
  purpose: { kind: 'WHERE_NEEDED_MOST' | 'STATED'; text: string };
  anonymity: DafAnonymity | '';
  recurrence: { frequency: 'ONE_TIME' | DafGrantFrequency; startDate: string; grantCount: string };
  acknowledgesGrantRules: boolean;
}

/** The grant's checks, but for the charity, which the page holds. */
export const dafGrantFormSchema = (recurringAllowed: boolean) =>
  dafGrantSchema(recurringAllowed).omit({ recipientEin: true });

/** A signed-in donor's answers as the profile has them, the rest blank. */
export const grantAnswersFromProfile = (user: CurrentUserView): DafGrantFormInput => ({
  sponsor: { firm: '', otherName: '' },
  fundName: '',
  fundNumber: '',
  donor: donorFromProfile(user),
  amount: '',
  purpose: { kind: 'WHERE_NEEDED_MOST', text: '' },
  anonymity: '',
  recurrence: { frequency: 'ONE_TIME', startDate: '', grantCount: '' },
  acknowledgesGrantRules: false,
});

/** A started grant's answers, to change them; its fund number is kept masked, so it starts blank. */
export const grantAnswersOf = (grant: DafGrantView): DafGrantFormInput => ({
  sponsor: { firm: grant.sponsor.firm as DafSponsor, otherName: grant.sponsor.otherName ?? '' },
  fundName: grant.fundName,
  fundNumber: '',
  donor: grant.donor,
  amount: grant.amount,
  purpose:
    grant.purpose.kind === 'STATED'
      ? { kind: 'STATED', text: grant.purpose.text }
      : { kind: 'WHERE_NEEDED_MOST', text: '' },
  anonymity: grant.anonymity,
  recurrence:
    grant.recurrence.frequency === 'ONE_TIME'
      ? { frequency: 'ONE_TIME', startDate: '', grantCount: '' }
      : {
          frequency: grant.recurrence.frequency,
          startDate: grant.recurrence.startDate,
          grantCount: String(grant.recurrence.grantCount),
        },
  acknowledgesGrantRules: false,
});

/**
 * The body of a save, from the answers as typed (the API masks the fund number itself): only
 * the answers the choices call for, and `keptFundNumber` (the last four characters of the one on
 * file) for a blank fund number.
 */
export const dafGrantBody = (
  typed: DafGrantFormInput,
  recipientEin: string,
  keptFundNumber: string | null = null,
): DafGrantInput => ({
  sponsor:
    typed.sponsor.firm === 'Other'
      ? { firm: 'Other', otherName: typed.sponsor.otherName }
      : ({ firm: typed.sponsor.firm } as DafGrantInput['sponsor']),
  fundName: typed.fundName,
  fundNumber: typed.fundNumber.trim() || keptFundNumber,
  donor: typed.donor,
  amount: typed.amount,
  purpose:
    typed.purpose.kind === 'STATED'
      ? { kind: 'STATED', text: typed.purpose.text }
      : { kind: 'WHERE_NEEDED_MOST' },
  anonymity: typed.anonymity as DafAnonymity,
  recurrence:
    typed.recurrence.frequency === 'ONE_TIME'
      ? { frequency: 'ONE_TIME' }
      : {
          frequency: typed.recurrence.frequency,
          startDate: typed.recurrence.startDate,
          grantCount: Number(typed.recurrence.grantCount),
        },
  recipientEin,
  acknowledgesGrantRules: typed.acknowledgesGrantRules as true,
});
