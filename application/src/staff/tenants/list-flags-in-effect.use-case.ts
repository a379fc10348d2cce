import {
  EXPERIMENT_DEFINITIONS,
  EXPERIMENT_NAMES,
  FEATURE_FLAG_DEFAULTS,
  FEATURE_FLAG_NAMES,
  type ExperimentName,
  type ExperimentSwitches,
  type FeatureFlags,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { TENANT_SETTINGS, type TenantSettings } from '../../ports/tenant-settings.port';
import { EXPERIMENT_SWITCHES } from '../../shared/experiment-switches';
import { FEATURE_FLAGS } from '../../tenants/get-tenant.use-case';
import { configurationInEffect } from './tenant-settings-view';

/** Where a value in effect comes from. */
export type FlagSource = 'default' | 'environment' | 'tenant';

export interface FlagInEffect {
  readonly name: string;
  readonly on: boolean;
  readonly source: FlagSource;
}

export interface ExperimentInEffect {
  readonly name: ExperimentName;
  readonly arms: readonly { readonly name: string; readonly weight: number }[];
  /** Whether it runs in this deployment, and why. */
  readonly running: boolean;
  readonly source: FlagSource;
  /** Per tenant: runs there, or is off by the tenant's analytics and experiment toggle. */
  readonly tenants: readonly FlagInEffect[];
}

/**
 * The feature flags and experiments in effect in this deployment, read-only (issue 24;
 * platform-core.md 9): a value that differs from the production default was set by the
 * deployment's environment; an experiment runs on a tenant only where its analytics and
 * experiment toggle is on.
 */
@injectable()
export class ListFlagsInEffect {
  constructor(
    @inject(FEATURE_FLAGS) private readonly flags: FeatureFlags,
    @inject(EXPERIMENT_SWITCHES) private readonly switches: ExperimentSwitches,
    @inject(TENANT_SETTINGS) private readonly settings: TenantSettings,
  ) {}

  async execute(): Promise<{
    readonly flags: readonly FlagInEffect[];
    readonly experiments: readonly ExperimentInEffect[];
  }> {
    const tenants = (await this.settings.list()).map((record) => ({
      tenantId: record.tenantId,
      experimentsOn: configurationInEffect(record).analyticsAndExperiments,
    }));
    return {
      flags: FEATURE_FLAG_NAMES.map((name) => ({
        name,
        on: this.flags[name],
        source: this.flags[name] === FEATURE_FLAG_DEFAULTS[name] ? 'default' : 'environment',
      })),
      experiments: EXPERIMENT_NAMES.map((name) => {
        const running = this.switches[name];
        const source: FlagSource = running ? 'environment' : 'default';
        return {
          name,
          arms: EXPERIMENT_DEFINITIONS[name].arms.map(({ name: arm, weight }) => ({
            name: arm,
            weight,
          })),
          running,
          source,
          tenants: tenants.map(({ tenantId, experimentsOn }) => ({
            name: tenantId,
            on: running && experimentsOn,
            source: running && !experimentsOn ? 'tenant' : source,
          })),
        };
      }),
    };
  }
}
