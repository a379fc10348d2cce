import type { ExperimentArmView, ExperimentName } from '@bequest/sdk/app';
import { useCallback, useEffect } from 'react';
import { useBequest, useExperimentArms } from '@bequest/sdk/react';
import { useCurrentUser } from '../session/use-current-user';

/** Exposures this tab has logged, by person and experiment: the server keeps the first anyway. */
const logged = new Set<string>();

/**
 * The signed-in person's arm of an experiment (ADR 0023): null outside it (signed out, the
 * experiment off, or the arms unreadable), where the page shows the control. `settled` is false
 * while the arms are still on their way, so a page can wait rather than flash the control first.
 */
export const useExperiment = (
  experiment: ExperimentName,
): { readonly view: ExperimentArmView | null; readonly settled: boolean } => {
  const user = useCurrentUser();
  const signedIn = Boolean(user.data);
  const arms = useExperimentArms(signedIn);
  return {
    view: arms.data?.arms[experiment] ?? null,
    settled: !user.isPending && (!signedIn || !arms.isPending),
  };
};

/**
 * Logs the person's exposure to an experiment, once per tab: call it once what their arm decides
 * is on screen (from an effect, never while rendering). Nothing is logged for someone outside it.
 */
export const useExposure = (
  experiment: ExperimentName,
  view: ExperimentArmView | null,
): (() => void) => {
  const bequest = useBequest();
  const personId = useCurrentUser().data?.activeProfile.accountId;
  return useCallback(() => {
    if (!view || !personId) return;
    const key = `${personId}:${experiment}`;
    if (logged.has(key)) return;
    logged.add(key);
    void bequest.logExperimentExposure({ params: { experiment } });
  }, [bequest, experiment, personId, view]);
};

/** Logs the exposure once `exposed` is true: what the arm decides is on screen. */
export const useExposedWhen = (
  experiment: ExperimentName,
  view: ExperimentArmView | null,
  exposed: boolean,
): void => {
  const expose = useExposure(experiment, view);
  useEffect(() => {
    if (exposed) expose();
  }, [expose, exposed]);
};
