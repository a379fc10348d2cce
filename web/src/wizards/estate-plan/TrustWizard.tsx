import { TRUST_FLOW } from '@bequest/sdk/app';
import { EstatePlanWizardLayout } from './EstatePlanWizardLayout';

export const TrustWizard = () => <EstatePlanWizardLayout flow={TRUST_FLOW} />;

export default TrustWizard;
