import { useTenant } from '@bequest/sdk/react';
import { isUsStateCode, trustSigningSteps, US_STATES, willSigningSteps } from '@bequest/sdk/app';
import { Link } from 'react-router-dom';
import { AttorneyConsultBanner } from '../../documents/AttorneyConsultBanner';
import { NextSteps } from '../../documents/NextSteps';
import { useEstatePlanWizard } from './estate-plan-context';
import { RemoteNotaryOffer } from './RemoteNotaryOffer';

/** The will's or trust's next steps (documents.md 2.1 /will/final/download, 2.2 /rlt/final). */
export const NextStepsPage = () => {
  const { flow, plan, view, profile } = useEstatePlanWizard();
  const noun = flow.planType === 'WILL' ? 'will' : 'trust';
  const state = isUsStateCode(profile.administrativeArea) ? profile.administrativeArea : null;
  return (
    <NextSteps
      product={flow.planType}
      noun={noun}
      view={view}
      signingTitle={state && `How to sign your ${noun} in ${US_STATES[state]}`}
      signingSteps={
        state
          ? flow.planType === 'WILL'
            ? willSigningSteps(state)
            : trustSigningSteps(state, plan.isJoint)
          : []
      }
      continuePath={flow.base}
      reviewPath={`${flow.base}/review`}
    >
      <RemoteNotaryOffer plan={plan} state={state} />
      <AttorneyConsultBanner />
      {useTenant().data?.configuration.nomineeSharing && (
        <p>
          <Link to={`${flow.base}/nominee-sharing`}>Tell the people you named</Link>
        </p>
      )}
    </NextSteps>
  );
};

export default NextStepsPage;
