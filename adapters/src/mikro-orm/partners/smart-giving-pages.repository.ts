import type { SmartGivingPages, SmartGivingRecord } from '@bequest/application';
import {
  DEFAULT_SMART_GIVING_SETTINGS,
  PartnerCustomUrlSchema,
  SmartGivingSettingsSchema,
  type SmartGivingSettings,
} from '@bequest/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../query';

interface Row {
  readonly data: unknown;
  readonly ways: unknown;
  readonly story: string | null;
  readonly primary_color: string | null;
  readonly widget_origins: unknown;
  readonly updated_at: Date | null;
  readonly updated_by: string | null;
}

/** Each partner with its page's row, if staff saved one. */
const SELECT = `select p.data, s.ways, s.story, s.primary_color, s.widget_origins, s.updated_at,
  s.updated_by from partner p left join smart_giving_page s using (organization_id)`;

const recordOf = (row: Row): SmartGivingRecord => ({
  partner: PartnerCustomUrlSchema.parse(row.data),
  settings: row.updated_at
    ? SmartGivingSettingsSchema.parse({
        ways: row.ways,
        story: row.story,
        primaryColor: row.primary_color,
        widgetOrigins: row.widget_origins,
      })
    : DEFAULT_SMART_GIVING_SETTINGS,
  updatedAt: row.updated_at,
  updatedBy: row.updated_by,
});

const displayNameOf = ({ partner }: SmartGivingRecord) =>
  partner.orgDisplayName ?? partner.organization.displayName;

export class PostgresSmartGivingPages implements SmartGivingPages {
  constructor(private readonly em: EntityManager) {}

  async list(): Promise<readonly SmartGivingRecord[]> {
    const records = (await query<Row>(this.em, SELECT)).map(recordOf);
    return records.sort((a, b) => displayNameOf(a).localeCompare(displayNameOf(b)));
  }

  async findByUrlName(urlName: string): Promise<SmartGivingRecord | null> {
    const [row] = await query<Row>(this.em, `${SELECT} where p.url_name = ?`, [urlName]);
    return row ? recordOf(row) : null;
  }

  async findByOrganizationId(organizationId: string): Promise<SmartGivingRecord | null> {
    const [row] = await query<Row>(this.em, `${SELECT} where p.organization_id = ?`, [
      organizationId,
    ]);
    return row ? recordOf(row) : null;
  }

  async save(
    organizationId: string,
    settings: SmartGivingSettings,
    by: string,
    at: Date,
  ): Promise<SmartGivingRecord> {
    await query(
      this.em,
      `insert into smart_giving_page
         (organization_id, ways, story, primary_color, widget_origins, updated_at, updated_by)
       values (?, ?, ?, ?, ?, ?, ?)
       on conflict (organization_id) do update set ways = excluded.ways, story = excluded.story,
         primary_color = excluded.primary_color, widget_origins = excluded.widget_origins,
         updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
      [
        organizationId,
        JSON.stringify(settings.ways),
        settings.story || null,
        settings.primaryColor,
        JSON.stringify(settings.widgetOrigins),
        at,
        by,
      ],
    );
    return (await this.findByOrganizationId(organizationId))!;
  }
}
