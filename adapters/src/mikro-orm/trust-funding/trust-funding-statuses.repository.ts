import type {
  FundingOwnerScope,
  FundingReminderRecord,
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

  async reminders(owner: FundingOwnerScope): Promise<FundingReminderRecord> {
    const [row] = await query<{ last_sent_at: Date | null; stopped_at: Date | null }>(
      this.em,
      `select last_sent_at, stopped_at from trust_funding_reminder
       where tenant_id = ? and account_id = ? and profile_id = ?`,
      [owner.tenantId, owner.accountId, owner.profileId],
    );
    return {
      lastSentAt: row?.last_sent_at ? new Date(row.last_sent_at) : null,
      stoppedAt: row?.stopped_at ? new Date(row.stopped_at) : null,
    };
  }

  async setRemindersStopped(owner: FundingOwnerScope, stopped: boolean, at: Date): Promise<void> {
    await query(
      this.em,
      `insert into trust_funding_reminder (tenant_id, account_id, profile_id, stopped_at)
       values (?, ?, ?, ?)
       on conflict (tenant_id, account_id, profile_id) do update set stopped_at = excluded.stopped_at`,
      [owner.tenantId, owner.accountId, owner.profileId, stopped ? at : null],
    );
  }

  async markReminded(owner: FundingOwnerScope, at: Date): Promise<void> {
    await query(
      this.em,
      `insert into trust_funding_reminder (tenant_id, account_id, profile_id, last_sent_at)
       values (?, ?, ?, ?)
       on conflict (tenant_id, account_id, profile_id) do update set last_sent_at = excluded.last_sent_at`,
      [owner.tenantId, owner.accountId, owner.profileId, at],
    );
  }

  async reminderCandidates(
    {
      remindedBefore,
      finishedBefore,
    }: { readonly remindedBefore: Date; readonly finishedBefore: Date },
    limit: number,
  ): Promise<readonly FundingOwnerScope[]> {
    const rows = await query<{ tenant_id: string; account_id: string; profile_id: string }>(
      this.em,
      `select d.tenant_id, d.account_id, d.profile_id from document d
       left join trust_funding_reminder r
         on r.tenant_id = d.tenant_id and r.account_id = d.account_id and r.profile_id = d.profile_id
       where d.kind = 'RLT' and coalesce(d.data->>'finalizedAt', '') <> ''
         and d.data->>'finalizedAt' <= ?
         and r.stopped_at is null and (r.last_sent_at is null or r.last_sent_at <= ?)
       order by r.last_sent_at nulls first, d.profile_id
       limit ?`,
      [finishedBefore.toISOString(), remindedBefore, limit],
    );
    return rows.map((row) => ({
      tenantId: row.tenant_id,
      accountId: row.account_id,
      profileId: row.profile_id,
    }));
  }
}
