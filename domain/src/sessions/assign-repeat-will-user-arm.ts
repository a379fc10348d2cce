import { assignExperimentArm } from '../experiments/assign-experiment-arm';
import type { ExperimentSwitches, RepeatWillUserArm } from '../reference/experiments';
import type { TenantConfiguration } from '../tenants/tenant-configuration';

/**
 * The repeat-will-user arm of a person getting started (platform-core.md 4.2, 4.3, 9): control,
 * A or B, about a third each, decided by the account id alone; null (not in the experiment)
 * unless the experiment runs and the tenant takes part (repeatWillUserExperiments.gettingStarted).
 */
export const assignRepeatWillUserArm = ({
  accountId,
  experiments,
  configuration,
}: {
  readonly accountId: string;
  readonly experiments: Pick<ExperimentSwitches, 'FW_REPEAT_WILL_USER_EXPERIMENT'>;
  readonly configuration: Pick<TenantConfiguration, 'repeatWillUserExperiments'>;
}): RepeatWillUserArm | null => {
  if (!experiments.FW_REPEAT_WILL_USER_EXPERIMENT) return null;
  if (!configuration.repeatWillUserExperiments.gettingStarted) return null;
  return assignExperimentArm('FW_REPEAT_WILL_USER_EXPERIMENT', accountId);
};
