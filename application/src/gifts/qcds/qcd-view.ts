import { QCD_GIFT_MESSAGES, type QcdGift } from '@bequest/domain';
import type { NonprofitDirectory } from '../../ports/nonprofit-directory.port';
import { rmdStepOf, type QcdCheckAnswer } from '../check-qcd.use-case';
import { charityByEin } from '../gift-records.service';

/** A QCD as its owner reads it: the RMD step's estimate beside the answers, once it has a balance. */
export type QcdView = QcdGift & { readonly rmd: QcdCheckAnswer['rmd'] };

export const qcdView = (gift: QcdGift): QcdView => ({
  ...gift,
  rmd: rmdStepOf({ ...gift, birthDate: gift.owner.birthDate }),
});

/**
 * The charity of a QCD by EIN, as the IRS master file names it: refused when it is not there or
 * gifts to it are not deductible. Whether it may take a QCD (not a private non-operating
 * foundation, for one) is the submission's check, with the owner's age and the year's limit.
 */
export const qcdCharity = (directory: NonprofitDirectory, ein: string) =>
  charityByEin(directory, ein, (kind) => (kind === null ? QCD_GIFT_MESSAGES.notDeductible : null));
