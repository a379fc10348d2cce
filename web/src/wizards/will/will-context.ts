import type { DocumentView, EstatePlan, ProfileView } from '@bequest/sdk';
import { useOutletContext } from 'react-router-dom';

/** What every will step reads: the will, its answers and the profile it belongs to. */
export interface WillContext {
  readonly view: DocumentView;
  readonly plan: EstatePlan;
  readonly profile: ProfileView;
  readonly today: Date;
  /** Saves a step's answers, finishing its section, then goes to the next step. */
  readonly saveStep: (path: string, changes: Record<string, unknown>) => Promise<string | null>;
}

export const useWill = () => useOutletContext<WillContext>();
