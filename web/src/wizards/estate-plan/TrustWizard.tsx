import { trustFlow } from '@bequest/sdk/app';
import { useTenant } from '@bequest/sdk/react';
import { useMemo } from 'react';
import { EstatePlanWizardLayout } from './EstatePlanWizardLayout';

/**
 * The trust wizard, with one question for the successor trustees and the pour-over will's
 * executors where the tenant's product configuration says so (ADR 0030). The layout waits for the
 * tenant before it shows a step.
 */
export const TrustWizard = () => {
  const combine = useTenant().data?.configuration.productConfig.combine_trustees_executors ?? false;
  const flow = useMemo(() => trustFlow({ combine_trustees_executors: combine }), [combine]);
  return <EstatePlanWizardLayout flow={flow} />;
};

export default TrustWizard;
