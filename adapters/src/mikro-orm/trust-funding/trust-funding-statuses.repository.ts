import type {
  FundingOwnerScope,
  StoredFundingStatus,
  TrustFundingStatuses,
} from '@bequest/application';
import { FundingStepStatusSchema } from '@bequest/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../query';

interface Row {
  readonly step_key: string;
  readonly status: string;
  readonly done_on: string | null;
  readonly updated_at: Date | string;
}

/** The trust funding steps' statuses in PostgreSQL (issue 29), one row per marked step. */
export class PostgresTrustFundingStatuses implements TrustFundingStatuses {
  constructor(private readonly em: EntityManager) {}

  async list(owner: FundingOwnerScope): Promise<readonly StoredFundingStatus[]> {
    const rows = await query<Row>(
      this.em,
      `select step_key, status, done_on::text as done_on, updated_at from trust_funding_status
       where tenant_id = ? and account_id = ? and profile_id = ? order by step_key`,
      [owner.tenantId, owner.accountId, owner.profileId],
    );
    return rows.map((row) => ({
      stepKey: row.step_key,
      status: FundingStepStatusSchema.parse({ status: row.status, doneOn: row.done_on }),
      updatedAt: new Date(row.updated_at),
    }));
  }

  async save(
    owner: FundingOwnerScope,
    stepKey: string,
    status: StoredFundingStatus['status'],
    at: Date,
  ): Promise<void> {
    await query(
      this.em,
      `insert into trust_funding_status
         (tenant_id, account_id, profile_id, step_key, status, done_on, updated_at)
       values (?, ?, ?, ?, ?, ?::date, ?)
       on conflict (tenant_id, account_id, profile_id, step_key)
       do update set status = excluded.status, done_on = excluded.done_on, updated_at = excluded.updated_at`,
      [owner.tenantId, owner.accountId, owner.profileId, stepKey, status.status, status.doneOn, at],
    );
  }
}
