/** The experiments that run in this deployment, as ExperimentSwitches (platform-core.md 9). */
export const EXPERIMENT_SWITCHES = Symbol.for('ExperimentSwitches');
