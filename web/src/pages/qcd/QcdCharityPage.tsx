import { QCD_GIFT_MESSAGES } from '@bequest/sdk/app';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { FormFailure } from '../../forms/FormFailure';
import { useBequest } from '@bequest/sdk/react';
import { CharitySearch, useCharityChoice } from '../giving/CharitySearch';
import { StepHeading, StepLabel } from '../stock-gifts/stock-gift-flow';
import { answersOf, lastFourOf, qcdBody } from './qcd-answers';
import { QcdRoute, useQcdFlow } from './qcd-flow';
import { QCD_HEAD } from './qcd-head';
import { QCD_STEP_COUNT, QCD_STEP_NUMBERS, qcdStepPath } from './qcd-paths';
import { Link } from 'react-router-dom';

const CharityStep = () => {
  usePageTitle(QCD_HEAD.title, QCD_HEAD.description);
  const { gift: qcd, saved, failed } = useQcdFlow();
  const bequest = useBequest();
  const navigate = useNavigate();
  const { recipient } = qcd;
  const choice = useCharityChoice({
    initial: {
      ein: recipient.ein,
      name: recipient.legalName,
      location: `${recipient.address.city}, ${recipient.address.state}`,
    },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const chosen = choice.chosen;
    if (!chosen) return choice.refuse(QCD_GIFT_MESSAGES.recipientEin);
    if (chosen.ein !== recipient.ein) {
      setSending(true);
      const answer = await bequest.saveQcd({
        params: { id: qcd.id },
        body: qcdBody(answersOf(qcd), chosen.ein, lastFourOf(qcd.accountNumber)),
      });
      setSending(false);
      if (answer.isErr()) {
        const refusal = answer.error.error.fields?.recipientEin;
        if (refusal) return choice.refuse(refusal);
        return setFailure(failed(answer.error));
      }
      saved(answer.value);
    }
    void navigate(qcdStepPath(qcd.id, 'legacy'));
  };

  return (
    <div className="page narrow">
      <StepLabel step={QCD_STEP_NUMBERS.charity} of={QCD_STEP_COUNT} />
      <StepHeading>Which charity receives your gift?</StepHeading>
      <p>
        Your custodian pays the charity straight from your IRA, by the name and EIN the IRS lists.
        It must be a public charity: donor-advised funds and private foundations cannot receive a
        QCD.
      </p>
      <form onSubmit={(event) => void save(event)} noValidate>
        <FormFailure
          message={
            failure ?? (choice.error ? 'Please choose the charity before you continue.' : null)
          }
        />
        <CharitySearch label="The charity" choice={choice} />
        <div className="step-actions">
          <Link className="button" to={qcdStepPath(qcd.id, 'rmd')}>
            Back
          </Link>
          <button className="button button--primary" type="submit" disabled={sending}>
            Save and continue
          </button>
        </div>
      </form>
    </div>
  );
};

/**
 * The charity step (giving 2.6 /qcd/a/qcd/{qcdId}/charity): the charity the QCD is paid to, as
 * the IRS master file names it, kept or changed for another found in the directory.
 */
export const QcdCharityPage = () => (
  <QcdRoute>
    <CharityStep />
  </QcdRoute>
);
