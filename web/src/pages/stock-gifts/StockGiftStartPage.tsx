import { usePartner } from '@bequest/sdk/react';
import {
  START_MESSAGES,
  storedPartnerOf,
  TRANSFER_METHODS,
  type TransferMethod,
} from '@bequest/sdk/app';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { CharityChoiceForm } from '../giving/CharityChoiceForm';
import { useCharityChoice } from '../giving/CharitySearch';
import { StepHeading, StepLabel } from './stock-gift-flow';
import { keepChosenMethod, keepChosenPartner } from './chosen-transfer-method';
import { personalPath } from './stock-gift-paths';

/** What /stocks and /sg have said since they were the stock-gift information page (giving 2.5). */
const DESCRIPTION =
  'How to give shares of stock to a nonprofit by a transfer from your brokerage account to its own.';

/**
 * The first step of a gift of securities (giving 2.5 /stocks, /sg, /stocks/:partner/give): the
 * donor finds the nonprofit in the IRS list of tax-exempt organizations by name, city or EIN. On
 * a partner's link the search starts with the partner's name, and its only match is chosen; a
 * partner's path (/stocks/:partner/manual...) also chooses how the shares will move, which the
 * donation step then has chosen.
 */
export const StockGiftStartPage = ({
  transferMethod = null,
}: {
  readonly transferMethod?: TransferMethod | null;
}) => {
  usePageTitle('Stock Gifts', DESCRIPTION);
  const { partner = null } = useParams<{ partner: string }>();
  const partnerName = usePartner(partner, 'stock_gift').data;
  const navigate = useNavigate();
  const choice = useCharityChoice({
    prefill: partnerName ? storedPartnerOf(partnerName).displayName : null,
    chooseOnlyMatch: partner !== null,
  });

  return (
    <div className="page narrow">
      <StepLabel step={1} />
      <StepHeading>Give stock to a nonprofit</StepHeading>
      <p>
        Give shares you own straight from your brokerage account. We prepare the letter that asks
        your brokerage to transfer them, and the nonprofit confirms when they arrive.{' '}
        <Link to="/donate-stocks">Why give stock instead of cash?</Link>
      </p>
      {transferMethod && (
        <p>
          You chose: <strong>{TRANSFER_METHODS[transferMethod]}</strong>. You can change it when you
          name the shares.
        </p>
      )}
      <CharityChoiceForm
        label="Which nonprofit would you like to give to?"
        choice={choice}
        noun="nonprofit"
        refusal={START_MESSAGES.recipientEin}
        onChosen={(nonprofit) => {
          if (transferMethod) keepChosenMethod(nonprofit.ein, transferMethod);
          if (transferMethod && partner) keepChosenPartner(nonprofit.ein, partner);
          void navigate(personalPath(nonprofit.ein), { state: { nonprofit } });
        }}
      />
    </div>
  );
};
