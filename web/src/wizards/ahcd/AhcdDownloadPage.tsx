import { AHCD_REVIEW_PATH, ahcdSigningSteps, isUsStateCode, US_STATES } from '@bequest/sdk/app';
import { NextSteps } from '../../documents/NextSteps';
import { useStartedAhcd } from './ahcd-context';

/** The directive's next steps (documents.md 2.4 /ahcd/review/download). */
export const AhcdDownloadPage = () => {
  const { view, state } = useStartedAhcd();
  const known = isUsStateCode(state) ? state : null;
  return (
    <NextSteps
      product="AHCD"
      noun="directive"
      view={view}
      signingTitle={known && `How to sign your directive in ${US_STATES[known]}`}
      signingSteps={known ? ahcdSigningSteps(known) : []}
      continuePath="/ahcd"
      reviewPath={AHCD_REVIEW_PATH}
    />
  );
};

export default AhcdDownloadPage;
