import type {
  DocumentView,
  EstatePlan,
  EstatePlanFlow,
  ProfileView,
  WizardStep,
} from '@bequest/sdk/app';
import { useOutletContext } from 'react-router-dom';

/** What every will or trust step reads: the flow, the plan, its owner and the step shown. */
export interface EstatePlanWizardContext {
  readonly flow: EstatePlanFlow;
  readonly view: DocumentView;
  readonly plan: EstatePlan;
  readonly profile: ProfileView;
  readonly today: Date;
  /** The step at the current path; the next-steps page and redirects have none. */
  readonly step: WizardStep;
  readonly backTo: string | null;
  /** Saves the step's answers, finishing its section, then goes to the next step. */
  readonly saveStep: (changes: Record<string, unknown>) => Promise<string | null>;
  /**
   * The charity a gift page offered to add to the will (giving 2.6 legacy step), kept from an
   * earlier step's `?charity=` until the residuary step is saved; absent when none was offered.
   */
  readonly offeredCharity?: string;
}

export const useEstatePlanWizard = () => useOutletContext<EstatePlanWizardContext>();
