import { DFPOA_REVIEW_PATH, dfpoaSigningSteps, isUsStateCode, US_STATES } from '@bequest/sdk/app';
import { NextSteps } from '../../documents/NextSteps';
import { useStartedDfpoa } from './dfpoa-context';

/** The power of attorney's next steps (documents.md 2.5 /dfpoa/review/print). */
export const DfpoaPrintPage = () => {
  const { view, state } = useStartedDfpoa();
  const known = isUsStateCode(state) ? state : null;
  return (
    <NextSteps
      product="DFPOA"
      noun="power of attorney"
      view={view}
      signingTitle={known && `How to sign your power of attorney in ${US_STATES[known]}`}
      signingSteps={known ? dfpoaSigningSteps(known) : []}
      continuePath="/dfpoa"
      reviewPath={DFPOA_REVIEW_PATH}
    />
  );
};

export default DfpoaPrintPage;
