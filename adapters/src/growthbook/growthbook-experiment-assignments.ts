import {
  BuiltInExperimentAssignments,
  type ExperimentAssignments,
  type ExperimentSubject,
} from '@bequest/application';
import type { ExperimentName, ExperimentSwitches } from '@bequest/domain';
import { GrowthBookClient } from '@growthbook/growthbook';

/** How long the features fetched are used before they are fetched again, in the background. */
const REFRESH_AFTER_MS = 60_000;

/**
 * Arms from a GrowthBook server (ADR 0023), through its official SDK evaluating on this server:
 * each experiment is a GrowthBook feature of the same name whose value is the arm's name, split
 * by an experiment rule hashing the `id` attribute. The person is sent as their account id and
 * tenant only; a feature that is off, missing or not a string puts nobody in the experiment.
 */
export class GrowthBookExperimentAssignments implements ExperimentAssignments {
  private fetchedAt = Date.now();

  private constructor(private readonly client: GrowthBookClient) {}

  /** Fetches the features once; a server that does not answer in time stops the start. */
  static async connect(settings: {
    readonly apiHost: string;
    readonly clientKey: string;
  }): Promise<GrowthBookExperimentAssignments> {
    const client = new GrowthBookClient(settings);
    const { success, source, error } = await client.init({ timeout: 5_000, streaming: false });
    if (!success)
      throw new Error(
        `GrowthBook at ${settings.apiHost} gave no features (${source}): ${error?.message ?? 'no answer'}`,
      );
    return new GrowthBookExperimentAssignments(client);
  }

  async armOf(
    experiment: ExperimentName,
    { tenantId, personId }: ExperimentSubject,
  ): Promise<string | null> {
    this.refreshWhenStale();
    const { value } = this.client.evalFeature(experiment, {
      attributes: { id: personId, tenantId },
    });
    return typeof value === 'string' ? value : null;
  }

  private refreshWhenStale(): void {
    if (Date.now() - this.fetchedAt < REFRESH_AFTER_MS) return;
    this.fetchedAt = Date.now();
    // Until the new features come, the ones fetched last keep answering.
    this.client.refreshFeatures({ skipCache: true }).catch(() => undefined);
  }
}

/**
 * The assignment source of the environment: GrowthBook when GROWTHBOOK_CLIENT_KEY is set (its
 * server GROWTHBOOK_API_HOST, GrowthBook Cloud's by default), else the built-in sticky hash of the
 * experiments switched on.
 */
export const experimentAssignmentsFromEnv = async (
  env: NodeJS.ProcessEnv,
  switches: ExperimentSwitches,
): Promise<ExperimentAssignments> =>
  env.GROWTHBOOK_CLIENT_KEY
    ? GrowthBookExperimentAssignments.connect({
        apiHost: env.GROWTHBOOK_API_HOST ?? 'https://cdn.growthbook.io',
        clientKey: env.GROWTHBOOK_CLIENT_KEY,
      })
    : new BuiltInExperimentAssignments(switches);
