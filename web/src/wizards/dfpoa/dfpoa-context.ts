import type { DocumentView, Dfpoa, ProfileView } from '@bequest/sdk/app';
import { useOutletContext } from 'react-router-dom';
import type { DocumentChange } from '@bequest/sdk/react';

/** What every power of attorney page reads: the document (null before it starts) and its owner. */
export interface DfpoaWizardContext {
  readonly view: DocumentView | null;
  readonly dfpoa: Dfpoa | null;
  readonly profile: ProfileView;
  readonly state: string | null;
  /** Saves, then answers the failure's message, or the saved document. */
  readonly save: (change: DocumentChange) => Promise<string | null>;
}

export const useDfpoaWizard = () => useOutletContext<DfpoaWizardContext>();

export const useStartedDfpoa = () => {
  const context = useDfpoaWizard();
  if (!context.dfpoa || !context.view) throw new Error('The power of attorney is not started');
  return { ...context, dfpoa: context.dfpoa, view: context.view };
};
