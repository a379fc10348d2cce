import {
  REPEAT_WILL_USER_ARMS,
  type ExperimentSwitches,
  type RepeatWillUserArm,
} from '../reference/experiments';
import type { TenantConfiguration } from '../tenants/tenant-configuration';

/**
 * FNV-1a over 32 bits, then MurmurHash3's finaliser so that ids differing only in their last
 * character spread over the arms too: the same text gives the same number on every server.
 */
const stableHash = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
};

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
  // Salted with the experiment's name, so a later experiment splits people independently.
  const bucket = stableHash(`FW_REPEAT_WILL_USER_EXPERIMENT:${accountId}`);
  return REPEAT_WILL_USER_ARMS[bucket % REPEAT_WILL_USER_ARMS.length] ?? null;
};
