import { useNavigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { CharityChoiceForm } from '../giving/CharityChoiceForm';
import { useCharityChoice } from '../giving/CharitySearch';
import { PartnerRoute } from '../giving/PartnerRoute';
import { StepHeading } from '../stock-gifts/stock-gift-flow';
import { dafNewGrantPath, NO_PARTNER } from './daf-paths';

const TITLE = 'Recommend a grant from your donor-advised fund';

const Start = ({ partner, partnerName }: { partner: string; partnerName: string | null }) => {
  usePageTitle(TITLE);
  const navigate = useNavigate();
  const choice = useCharityChoice({ prefill: partnerName, chooseOnlyMatch: partnerName !== null });
  return (
    <div className="page narrow">
      <StepHeading>{TITLE}</StepHeading>
      <p>
        If you have a donor-advised fund, you recommend the grants it makes, and its sponsor makes
        them. We prepare your grant recommendation with everything your sponsor asks for, ready to
        send or to enter in its website.
      </p>
      <CharityChoiceForm
        label="Which charity would you like to support?"
        choice={choice}
        refusal="Please choose the charity to recommend a grant to"
        onChosen={(nonprofit) =>
          void navigate(dafNewGrantPath(partner, nonprofit.ein), { state: { nonprofit } })
        }
      />
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
