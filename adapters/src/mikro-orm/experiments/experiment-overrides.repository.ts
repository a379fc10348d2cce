import type {
  ExperimentOverride,
  ExperimentOverrides,
  ExperimentSubject,
} from '@bequest/application';
import type { ExperimentName } from '@bequest/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../query';

/** The arms forced on people, in PostgreSQL: one row per person and experiment. */
export class PostgresExperimentOverrides implements ExperimentOverrides {
  constructor(private readonly em: EntityManager) {}

  async armsOf({
    tenantId,
    personId,
  }: ExperimentSubject): Promise<Partial<Record<ExperimentName, string>>> {
    const rows = await query<{ experiment: ExperimentName; arm: string }>(
      this.em,
      'select experiment, arm from experiment_override where person_id = ? and tenant_id = ?',
      [personId, tenantId],
      'experiment-overrides-of-person',
    );
    return Object.fromEntries(rows.map((row) => [row.experiment, row.arm]));
  }

  async set(override: ExperimentOverride, at: Date): Promise<void> {
    await query(
      this.em,
      `insert into experiment_override (person_id, experiment, tenant_id, arm, set_by, set_at)
        values (?, ?, ?, ?, ?, ?)
        on conflict (person_id, experiment)
        do update set arm = excluded.arm, set_by = excluded.set_by, set_at = excluded.set_at`,
      [override.personId, override.experiment, override.tenantId, override.arm, override.setBy, at],
    );
  }

  async clear(
    { tenantId, personId }: ExperimentSubject,
    experiment: ExperimentName,
  ): Promise<void> {
    await query(
      this.em,
      'delete from experiment_override where person_id = ? and tenant_id = ? and experiment = ?',
      [personId, tenantId, experiment],
    );
  }
}
