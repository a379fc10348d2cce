import {
  QcdGiftSchema,
  type CurrentUserView,
  type IraCustodian,
  type QcdGiftInput,
  type QcdView,
} from '@bequest/sdk/app';
import { donorFromProfile, type TypedDonor } from '../giving/donor-from-profile';

/** The answers of the personal step as typed: an unchosen custodian is ''. */
export interface QcdAnswersInput {
  owner: TypedDonor & { birthDate: string };
  custodian: { firm: IraCustodian | ''; otherName: string };
  accountNumber: string;
  amount: string;
  distributionDate: string;
  givenEarlierInYear: string;
}

/** The personal step's checks: the QCD's own, but for the charity and the RMD step's balance. */
export const QcdAnswersSchema = QcdGiftSchema.omit({
  recipientEin: true,
  priorYearEndBalance: true,
});

/** A signed-in owner's answers as the profile has them, the rest blank. */
export const answersFromProfile = (user: CurrentUserView): QcdAnswersInput => ({
  owner: { ...donorFromProfile(user), birthDate: user.activeProfile.birthDate ?? '' },
  custodian: { firm: '', otherName: '' },
  accountNumber: '',
  amount: '',
  distributionDate: '',
  givenEarlierInYear: '0',
});

/** A started QCD's answers, to change them; its account number is kept masked, so it starts blank. */
export const answersOf = (qcd: QcdView): QcdAnswersInput => ({
  owner: { ...qcd.owner },
  custodian: {
    firm: qcd.custodian.firm as IraCustodian,
    otherName: qcd.custodian.otherName ?? '',
  },
  accountNumber: '',
  amount: qcd.amount,
  distributionDate: qcd.distributionDate,
  givenEarlierInYear: qcd.givenEarlierInYear,
});

/**
 * What a masked account number keeps, its last four characters: sent again, they are kept as they
 * were, so answers saved without a new number keep the one on file.
 */
export const lastFourOf = (masked: string) => masked.slice(-4);

/**
 * The body of a save: the answers as typed (the API masks the account number itself, so the
 * checks' masked output cannot be sent), with the charity by its EIN.
 */
export const qcdBody = (
  typed: QcdAnswersInput,
  recipientEin: string,
  keptAccountNumber: string | null = null,
): QcdGiftInput => {
  const { custodian, accountNumber, ...rest } = typed;
  return {
    ...rest,
    custodian:
      custodian.firm === 'Other'
        ? { firm: 'Other', otherName: custodian.otherName }
        : ({ firm: custodian.firm } as QcdGiftInput['custodian']),
    accountNumber: accountNumber.trim() || (keptAccountNumber ?? ''),
    recipientEin,
  };
};
