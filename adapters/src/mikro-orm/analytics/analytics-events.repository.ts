import type {
  AnalyticsContext,
  AnalyticsEvent,
  AnalyticsEventFilter,
  AnalyticsEvents,
  AnalyticsOptOuts,
  KeptAnalyticsEvent,
  ListPage,
  ListPageRequest,
} from '@bequest/application';
import type { AnalyticsEventName, AnalyticsProperties } from '@bequest/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../query';
import { pageLimits } from '../staff/like-pattern';

interface AnalyticsEventRow {
  id: string;
  name: AnalyticsEventName;
  tenant_id: string;
  account_id: string | null;
  anonymous_id: string | null;
  properties: AnalyticsProperties;
  context: AnalyticsContext;
  occurred_at: Date;
}

const eventOf = (row: AnalyticsEventRow): KeptAnalyticsEvent => ({
  id: String(row.id),
  name: row.name,
  tenantId: row.tenant_id,
  accountId: row.account_id,
  anonymousId: row.anonymous_id,
  properties: row.properties,
  context: row.context,
  occurredAt: row.occurred_at,
});

/** The analytics events in PostgreSQL (`analytics_event`, indexed by name and time; ADR 0028). */
export class PostgresAnalyticsEvents implements AnalyticsEvents {
  constructor(private readonly em: EntityManager) {}

  async record(event: AnalyticsEvent): Promise<void> {
    await query(
      this.em,
      `insert into analytics_event
        (name, tenant_id, account_id, anonymous_id, properties, context, occurred_at)
        values (?, ?, ?, ?, ?, ?, ?)`,
      [
        event.name,
        event.tenantId,
        event.accountId,
        event.anonymousId,
        JSON.stringify(event.properties),
        JSON.stringify(event.context),
        event.occurredAt,
      ],
    );
  }

  async list(
    filter: AnalyticsEventFilter,
    page: ListPageRequest,
  ): Promise<ListPage<KeptAnalyticsEvent>> {
    const conditions: string[] = [];
    const values: unknown[] = [];
    const when = (condition: string, value: unknown) => {
      conditions.push(condition);
      values.push(value);
    };
    if (filter.name !== undefined) when('name = ?', filter.name);
    if (filter.tenantId !== undefined) when('tenant_id = ?', filter.tenantId);
    if (filter.from !== undefined) when('occurred_at >= ?', filter.from);
    if (filter.to !== undefined) when('occurred_at < ?', filter.to);
    const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
    const rows = await query<AnalyticsEventRow>(
      this.em,
      `select * from analytics_event ${where} order by occurred_at desc, id desc limit ? offset ?`,
      [...values, ...pageLimits(page)],
    );
    const [count] = await query<{ total: string }>(
      this.em,
      `select count(*) as total from analytics_event ${where}`,
      values,
    );
    return { items: rows.map(eventOf), total: Number(count?.total ?? 0) };
  }
}

/** The accounts' do-not-sell choices (`analytics_opt_out`): a row while opted out. */
export class PostgresAnalyticsOptOuts implements AnalyticsOptOuts {
  constructor(private readonly em: EntityManager) {}

  async isOptedOut(tenantId: string, accountId: string): Promise<boolean> {
    const rows = await query(
      this.em,
      'select 1 from analytics_opt_out where tenant_id = ? and account_id = ?',
      [tenantId, accountId],
    );
    return rows.length > 0;
  }

  async set(tenantId: string, accountId: string, optedOut: boolean, at: Date): Promise<void> {
    await query(
      this.em,
      optedOut
        ? `insert into analytics_opt_out (tenant_id, account_id, opted_out_at) values (?, ?, ?)
            on conflict (tenant_id, account_id) do nothing`
        : 'delete from analytics_opt_out where tenant_id = ? and account_id = ?',
      optedOut ? [tenantId, accountId, at] : [tenantId, accountId],
    );
  }
}
