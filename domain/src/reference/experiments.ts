/** Experiments and the parameter each one reads (platform-core.md 9, documents.md 2.9, 9). */
export const EXPERIMENTS = {
  FW_TRUST_ALL_STATES: { parameter: 'has_trust_all_states' },
  FW_REPEAT_WILL_USER_EXPERIMENT: { parameter: null },
  FW_SHARE_WILL_FLOW_USERS_OPTIONAL: { parameter: null },
  FW_DOWNLOAD_PAGE_REDESIGN: { parameter: null },
  attorney_consult_banner_copy: { parameter: 'banner_copy' },
} as const satisfies Record<string, { parameter: string | null }>;
export type ExperimentName = keyof typeof EXPERIMENTS;

/** Arms of the repeat-will-user experiment; A and B are the non-control arms (platform-core.md 4.2, 9). */
export const REPEAT_WILL_USER_ARMS = ['control', 'A', 'B'] as const;
export type RepeatWillUserArm = (typeof REPEAT_WILL_USER_ARMS)[number];

/** True in a non-control arm (A or B) of the repeat-will-user experiment (platform-core.md 4.2, 9). */
export const isRepeatWillUserTreatmentArm = (arm: string | null | undefined): boolean =>
  arm === 'A' || arm === 'B';
