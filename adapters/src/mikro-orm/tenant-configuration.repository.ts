import type {
  TenantConfigurationRepository,
  TenantSettings,
  TenantSettingsRecord,
} from '@bequest/application';
import {
  applyConfigurationEdits,
  TENANT_CONFIGURATIONS,
  TenantConfigurationSchema,
  type TenantConfiguration,
} from '@bequest/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from './query';

interface SettingsRow {
  tenant_id: string;
  configuration: unknown;
  edits: Record<string, unknown>;
  version: number;
  edited_at: Date | null;
}

const recordOf = (row: SettingsRow): TenantSettingsRecord => ({
  tenantId: row.tenant_id,
  defaults: row.configuration,
  edits: row.edits,
  version: row.version,
  editedAt: row.edited_at,
});

const SETTINGS =
  'select tenant_id, configuration, edits, version, edited_at from tenant_configuration';

/**
 * Every request reads its tenant's configuration: the seeded defaults with the staff console's
 * edits laid over them (issue 24). The database stays the one source: each read asks for the
 * stored version, and the document is fetched and parsed again only when that version differs
 * from the one parsed last, so an edit applies at once.
 */
export class PostgresTenantConfigurationRepository
  implements TenantConfigurationRepository, TenantSettings
{
  private readonly parsed = new Map<
    string,
    { version: number; configuration: TenantConfiguration }
  >();

  constructor(private readonly em: EntityManager) {}

  async findById(tenantId: string): Promise<TenantConfiguration | null> {
    const known = this.parsed.get(tenantId);
    const rows = await query<{ version: number; configuration: unknown; edits: unknown }>(
      this.em,
      `select version, case when version = ? then null else configuration end as configuration,
          case when version = ? then null else edits end as edits
        from tenant_configuration where tenant_id = ?`,
      [known?.version ?? -1, known?.version ?? -1, tenantId],
      'tenant_configuration_in_effect',
    );
    const row = rows[0];
    if (!row) return null;
    if (known && row.version === known.version) return known.configuration;
    const configuration = TenantConfigurationSchema.parse(
      applyConfigurationEdits(row.configuration, row.edits),
    );
    this.parsed.set(tenantId, { version: row.version, configuration });
    return configuration;
  }

  async list(): Promise<TenantSettingsRecord[]> {
    return (await query<SettingsRow>(this.em, `${SETTINGS} order by tenant_id`)).map(recordOf);
  }

  async find(tenantId: string): Promise<TenantSettingsRecord | null> {
    const [row] = await query<SettingsRow>(this.em, `${SETTINGS} where tenant_id = ?`, [tenantId]);
    return row ? recordOf(row) : null;
  }

  async saveEdits(
    tenantId: string,
    version: number,
    edits: Readonly<Record<string, unknown>>,
    at: Date,
  ): Promise<TenantSettingsRecord | null> {
    const [row] = await query<SettingsRow>(
      this.em,
      `update tenant_configuration set edits = ?::jsonb, edited_at = ?, version = version + 1,
          updated_at = ?
        where tenant_id = ? and version = ?
        returning tenant_id, configuration, edits, version, edited_at`,
      [JSON.stringify(edits), at, at, tenantId, version],
    );
    return row ? recordOf(row) : null;
  }

  /** Stores the seeded tenants that are missing; the defaults and edits stored are never overwritten. */
  async seed(
    configurations: Readonly<Record<string, TenantConfiguration>> = TENANT_CONFIGURATIONS,
  ): Promise<void> {
    for (const [tenantId, configuration] of Object.entries(configurations)) {
      await query(
        this.em,
        `insert into tenant_configuration (tenant_id, configuration) values (?, ?::jsonb)
          on conflict (tenant_id) do nothing`,
        [tenantId, JSON.stringify(configuration)],
      );
    }
  }
}
