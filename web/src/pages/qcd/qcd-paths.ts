import type { QcdView } from '@bequest/sdk/app';

/** The account side's steps of a started QCD (giving 2.6 /qcd/a/qcd/{qcdId}/...). */
export const QCD_STEPS = {
  answers: '',
  rmd: '/rmd',
  charity: '/charity',
  legacy: '/legacy',
  final: '/final',
} as const;
export type QcdStep = keyof typeof QCD_STEPS;

/** Each step's place: the personal step starts the QCD, then the steps above in order. */
export const QCD_STEP_NUMBERS: Readonly<Record<QcdStep, number>> = {
  answers: 1,
  rmd: 2,
  charity: 3,
  legacy: 4,
  final: 5,
};
export const QCD_STEP_COUNT = 5;

export const qcdStepPath = (id: string, step: QcdStep) =>
  `/qcd/a/qcd/${encodeURIComponent(id)}${QCD_STEPS[step]}`;

/** The personal step, before the QCD exists, for the charity the donor chose (by EIN). */
export const qcdPersonalPath = (ein: string | null) =>
  `/qcd/a/preliminary/personal${ein ? `?ein=${encodeURIComponent(ein)}` : ''}`;

/** The letter of instruction to the IRA custodian (giving 7.3), saved as a file. */
export const qcdLetterHref = (id: string) =>
  `/qualified-charitable-distribution/${encodeURIComponent(id)}.pdf?download=true`;

/** Where the donor picks up a QCD: the RMD step until it is answered, else the final step. */
export const resumeQcdPath = (qcd: QcdView) =>
  qcdStepPath(qcd.id, qcd.status === 'DRAFT' && qcd.priorYearEndBalance === null ? 'rmd' : 'final');
