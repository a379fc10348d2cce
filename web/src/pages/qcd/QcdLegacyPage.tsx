import { willWithCharityPath } from '@bequest/sdk/app';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { StepHeading, StepLabel } from '../stock-gifts/stock-gift-flow';
import { QcdRoute, useQcdFlow } from './qcd-flow';
import { QCD_HEAD } from './qcd-head';
import { QCD_STEP_COUNT, QCD_STEP_NUMBERS, qcdStepPath } from './qcd-paths';

const LegacyStep = () => {
  usePageTitle(QCD_HEAD.title, QCD_HEAD.description);
  const { gift: qcd } = useQcdFlow();
  const charity = qcd.recipient.legalName;
  return (
    <div className="page narrow">
      <StepLabel step={QCD_STEP_NUMBERS.legacy} of={QCD_STEP_COUNT} />
      <StepHeading>Remember {charity} in your will?</StepHeading>
      <p>
        Many people who give from their IRA also leave a gift in their will, such as a share of what
        remains after their family is provided for. It costs nothing today, and you can change it
        whenever you like.
      </p>
      <p>
        Our will wizard is free. It opens in a new tab at the step that names who inherits, with{' '}
        {charity} ready to add; your distribution stays here.
      </p>
      <ul className="plain-list download-links">
        <li>
          <a className="button" href={willWithCharityPath(charity)} target="_blank" rel="noopener">
            Add {charity} to my will (opens in a new tab)
          </a>
        </li>
      </ul>
      <div className="step-actions">
        <Link className="button" to={qcdStepPath(qcd.id, 'charity')}>
          Back
        </Link>
        <Link className="button button--primary" to={qcdStepPath(qcd.id, 'final')}>
          Continue to your letter
        </Link>
      </div>
    </div>
  );
};

/**
 * The legacy step (giving 2.6 /qcd/a/qcd/{qcdId}/legacy): the offer to add the charity to the
 * donor's will, which opens the will wizard beside the QCD; the letter comes next either way.
 */
export const QcdLegacyPage = () => (
  <QcdRoute>
    <LegacyStep />
  </QcdRoute>
);
