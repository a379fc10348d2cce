import type { ExperimentExposure, ExperimentExposures, KeptExposure } from '@bequest/application';
import type { ExperimentName } from '@bequest/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../query';

interface ExposureRow {
  tenant_id: string;
  person_id: string;
  experiment: string;
  arm: string;
  forced: boolean;
  exposed_at: Date;
}

/** The exposure log in PostgreSQL: its unique key keeps a person's first exposure per experiment. */
export class PostgresExperimentExposures implements ExperimentExposures {
  constructor(private readonly em: EntityManager) {}

  async recordFirst(exposure: ExperimentExposure, at: Date): Promise<KeptExposure> {
    const inserted = await query<ExposureRow>(
      this.em,
      `insert into experiment_exposure (person_id, experiment, tenant_id, arm, forced, exposed_at)
        values (?, ?, ?, ?, ?, ?)
        on conflict (person_id, experiment) do nothing
        returning *`,
      [
        exposure.personId,
        exposure.experiment,
        exposure.tenantId,
        exposure.arm,
        exposure.forced,
        at,
      ],
    );
    const [row] = inserted.length
      ? inserted
      : await query<ExposureRow>(
          this.em,
          'select * from experiment_exposure where person_id = ? and experiment = ?',
          [exposure.personId, exposure.experiment],
        );
    if (!row) throw new Error(`no exposure of ${exposure.personId} to ${exposure.experiment}`);
    return {
      tenantId: row.tenant_id,
      personId: row.person_id,
      experiment: row.experiment as ExperimentName,
      arm: row.arm,
      forced: row.forced,
      exposedAt: new Date(row.exposed_at),
    };
  }
}
