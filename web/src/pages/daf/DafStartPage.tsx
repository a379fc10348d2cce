import type { FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { useAppRunning } from '../../browser/browser-fact';
import { FormFailure } from '../../forms/FormFailure';
import { CharitySearch, useCharityChoice } from '../giving/CharitySearch';
import { PartnerRoute } from '../giving/PartnerRoute';
import { StepHeading } from '../stock-gifts/stock-gift-flow';
import { dafNewGrantPath, NO_PARTNER } from './daf-paths';

const TITLE = 'Recommend a grant from your donor-advised fund';

const Start = ({ partner, partnerName }: { partner: string; partnerName: string | null }) => {
  usePageTitle(TITLE);
  const navigate = useNavigate();
  const running = useAppRunning();
  const choice = useCharityChoice({ prefill: partnerName, chooseOnlyMatch: partnerName !== null });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice.chosen) return choice.refuse('Please choose the charity to recommend a grant to');
    void navigate(dafNewGrantPath(partner, choice.chosen.ein), {
      state: { nonprofit: choice.chosen },
    });
  };
  return (
    <div className="page narrow">
      <StepHeading>{TITLE}</StepHeading>
      <p>
        If you have a donor-advised fund, you recommend the grants it makes, and its sponsor makes
        them. We prepare your grant recommendation with everything your sponsor asks for, ready to
        send or to enter in its website.
      </p>
      <form onSubmit={submit} noValidate>
        <FormFailure
          message={choice.error ? 'Please choose the charity before you continue.' : null}
        />
        <CharitySearch label="Which charity would you like to support?" choice={choice} />
        <button className="button button--primary" type="submit" disabled={!running}>
          Continue
        </button>
      </form>
    </div>
  );
};

/**
 * A grant's first step (giving 2.7 /daf, /daf/:partner): the charity, found in the IRS list of
 * tax-exempt organizations; a partner's page starts the search with its name and chooses its
 * only match. An unknown partner leads home (giving 8).
 */
export const DafStartPage = () => {
  const { partner = NO_PARTNER } = useParams<{ partner: string }>();
  return partner === NO_PARTNER ? (
    <Start partner={partner} partnerName={null} />
  ) : (
    <PartnerRoute urlName={partner} product="daf">
      {(displayName) => <Start partner={partner} partnerName={displayName} />}
    </PartnerRoute>
  );
};
