import { WILL_FLOW } from '@bequest/sdk/app';
import { EstatePlanWizardLayout } from './EstatePlanWizardLayout';

export const WillWizard = () => <EstatePlanWizardLayout flow={WILL_FLOW} />;

export default WillWizard;
