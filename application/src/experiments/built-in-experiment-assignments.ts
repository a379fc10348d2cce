import { assignExperimentArm, type ExperimentName, type ExperimentSwitches } from '@bequest/domain';
import type {
  ExperimentAssignments,
  ExperimentSubject,
} from '../ports/experiment-assignments.port';

/**
 * The default assignment source (ADR 0023): an experiment switched on in this deployment puts
 * each person in the arm the domain's sticky hash of the experiment and the person's id gives.
 */
export class BuiltInExperimentAssignments implements ExperimentAssignments {
  constructor(private readonly switches: ExperimentSwitches) {}

  async armOf(experiment: ExperimentName, { personId }: ExperimentSubject): Promise<string | null> {
    return this.switches[experiment] ? assignExperimentArm(experiment, personId) : null;
  }
}
