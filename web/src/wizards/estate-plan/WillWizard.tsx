import { WILL_FLOW } from '@bequest/sdk';
import { EstatePlanWizardLayout } from './EstatePlanWizardLayout';

export const WillWizard = () => <EstatePlanWizardLayout flow={WILL_FLOW} />;

export default WillWizard;
