import type { Ahcd, DocumentView, ProfileView } from '@bequest/sdk/app';
import { useOutletContext } from 'react-router-dom';
import type { DocumentChange } from '@bequest/sdk/react';

/** What every directive page reads: the directive (null before it is started) and its owner. */
export interface AhcdWizardContext {
  readonly view: DocumentView | null;
  readonly ahcd: Ahcd | null;
  readonly profile: ProfileView;
  /** The profile's state, which decides the steps shown. */
  readonly state: string | null;
  readonly today: Date;
  readonly save: (change: DocumentChange) => Promise<string | null>;
}

export const useAhcdWizard = () => useOutletContext<AhcdWizardContext>();

/** The context of a page that needs a started directive. */
export const useStartedAhcd = () => {
  const context = useAhcdWizard();
  if (!context.ahcd || !context.view) throw new Error('The directive is not started');
  return { ...context, ahcd: context.ahcd, view: context.view };
};
