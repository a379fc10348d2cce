import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAppRunning } from '../../browser/browser-fact';
import { FormFailure } from '../../forms/FormFailure';
import type { ChosenNonprofit } from '../stock-gifts/nonprofit-search';
import { CharitySearch, type CharityChoice } from './CharitySearch';

/**
 * A gift's first step as a form: the charity search, refused with `refusal` (the focus on the
 * search) while nothing is chosen, else `onChosen` with the charity; Back where `backTo` says.
 */
export const CharityChoiceForm = ({
  label,
  choice,
  noun = 'charity',
  refusal,
  onChosen,
  backTo = null,
}: {
  readonly label: string;
  readonly choice: CharityChoice;
  readonly noun?: 'charity' | 'nonprofit';
  readonly refusal: string;
  readonly onChosen: (nonprofit: ChosenNonprofit) => void;
  readonly backTo?: string | null;
}) => {
  const running = useAppRunning();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice.chosen) onChosen(choice.chosen);
    else choice.refuse(refusal);
  };
  return (
    <form onSubmit={submit} noValidate>
      <FormFailure
        message={choice.error ? `Please choose the ${noun} before you continue.` : null}
      />
      <CharitySearch label={label} choice={choice} />
      <div className="step-actions">
        {backTo && (
          <Link className="button" to={backTo}>
            Back
          </Link>
        )}
        <button className="button button--primary" type="submit" disabled={!running}>
          Continue
        </button>
      </div>
    </form>
  );
};
