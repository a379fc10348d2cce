import 'reflect-metadata';
import {
  DEFAULT_SMART_GIVING_SETTINGS,
  resolveFlags,
  type PartnerCustomUrl,
  type SmartGivingSettings,
} from '@bequest/domain';
import { Container } from 'inversify';
import { CLOCK } from '../ports/clock.port';
import {
  LOOPBACK_WIDGET_ORIGINS,
  SMART_GIVING_PAGES,
  type SmartGivingPages,
  type SmartGivingRecord,
} from '../ports/smart-giving-pages.port';
import { STAFF_AUDIT_LOG, type NewAuditEntry } from '../ports/staff-audit-log.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { FEATURE_FLAGS } from '../tenants/get-tenant.use-case';
import { ConfigureSmartGivingPage } from './configure-smart-giving-page.use-case';
import { GetSmartGivingPage } from './get-smart-giving-page.use-case';
import { ListSmartGivingPages } from './list-smart-giving-pages.use-case';
import { WidgetOrigins } from './widget-origins.service';

const NOW = new Date('2026-12-25T10:00:00Z');
const manager: StaffMember = {
  subject: 's-2',
  email: 'pm@bequest.example',
  name: 'Pat Manager',
  role: 'partner_manager',
};
const harbor: PartnerCustomUrl = {
  urlName: 'harbor-food-bank',
  randId: 'p-1',
  organizationId: 'org-harbor',
  organization: { displayName: 'Harbor Food Bank' },
  orgDisplayName: null,
  imageName: null,
  isCaCompliant: false,
  customizations: null,
};
const configured: SmartGivingSettings = {
  ways: ['stock', 'stock', 'qcd'],
  story: 'Neighbors fed.',
  primaryColor: '#1D4ED8',
  widgetOrigins: ['https://www.harbor.org/', 'https://www.harbor.org', 'http://127.0.0.1:5173'],
};

/** The use cases over an in-memory store of one partner, with the flags and loopback rule given. */
const smartGiving = (flags: Record<string, boolean>, loopback: boolean) => {
  const saved = new Map<string, SmartGivingRecord>();
  const audit: NewAuditEntry[] = [];
  const recordOf = () =>
    saved.get(harbor.organizationId) ?? {
      partner: harbor,
      settings: DEFAULT_SMART_GIVING_SETTINGS,
      updatedAt: null,
      updatedBy: null,
    };
  const pages: SmartGivingPages = {
    list: async () => [recordOf()],
    findByUrlName: async (urlName) => (urlName === harbor.urlName ? recordOf() : null),
    findByOrganizationId: async (id) => (id === harbor.organizationId ? recordOf() : null),
    save: async (organizationId, settings, by, at) => {
      saved.set(organizationId, { partner: harbor, settings, updatedAt: at, updatedBy: by });
      return recordOf();
    },
  };
  const container = new Container({ defaultScope: 'Singleton', autobind: true });
  container.bind(SMART_GIVING_PAGES).toConstantValue(pages);
  container.bind(FEATURE_FLAGS).toConstantValue(resolveFlags(flags));
  container.bind(LOOPBACK_WIDGET_ORIGINS).toConstantValue(loopback);
  container.bind(CLOCK).toConstantValue({ now: () => NOW });
  container.bind(STAFF_AUDIT_LOG).toConstantValue({
    append: async (entry: NewAuditEntry) => void audit.push(entry),
  });
  return {
    get: container.get(GetSmartGivingPage),
    list: container.get(ListSmartGivingPages),
    widgetOrigins: container.get(WidgetOrigins),
    configure: container.get(ConfigureSmartGivingPage),
    audit,
  };
};

describe("a nonprofit's smart giving page (giving 2.9, issue 26)", () => {
  it('keeps each way and origin once, audits the change, and frames only while FW_SGS_WIDGET is on', async () => {
    const on = smartGiving({ FW_SGS_WIDGET: true }, true);
    const saved = (await on.configure.execute(manager, 'org-harbor', configured))._unsafeUnwrap();
    expect(saved.settings).toEqual({
      ...configured,
      primaryColor: '#1d4ed8',
      ways: ['stock', 'qcd'],
      widgetOrigins: ['https://www.harbor.org', 'http://127.0.0.1:5173'],
    });
    expect(saved.updatedBy).toBe(manager.email);
    expect(on.audit.map((entry) => [entry.action, entry.subject])).toEqual([
      [
        'smart_giving.configure',
        'org-harbor: stock, qcd; widget https://www.harbor.org http://127.0.0.1:5173',
      ],
    ]);
    expect(await on.widgetOrigins.of('Harbor-Food-Bank')).toEqual(saved.settings.widgetOrigins);
    expect(await on.widgetOrigins.of('someone-else')).toEqual([]);

    const off = smartGiving({ FW_SGS_WIDGET: false }, true);
    await off.configure.execute(manager, 'org-harbor', configured);
    expect(await off.widgetOrigins.of('harbor-food-bank')).toEqual([]);
  });

  it('refuses plain http but on this machine outside production, naming the origin', async () => {
    const production = smartGiving({}, false);
    const refused = await production.configure.execute(manager, 'org-harbor', configured);
    expect(refused._unsafeUnwrapErr()).toMatchObject({
      code: 'REQUEST.INVALID',
      fields: { widgetOrigins: expect.stringContaining('http://127.0.0.1:5173') },
    });
    expect(production.audit).toEqual([]);
    const unknown = await production.configure.execute(manager, 'org-other', configured);
    expect(unknown._unsafeUnwrapErr().code).toBe('REQUEST.NOT_FOUND');
  });

  it("shows the nonprofit's color only with FW_DONOR_UX_CUSTOM_THEME on", async () => {
    for (const theme of [true, false]) {
      const pages = smartGiving({ FW_DONOR_UX_CUSTOM_THEME: theme }, true);
      await pages.configure.execute(manager, 'org-harbor', configured);
      const page = (await pages.get.execute('harbor-food-bank'))._unsafeUnwrap();
      expect(page.settings.primaryColor).toBe(theme ? '#1d4ed8' : null);
      expect((await pages.list.execute())[0]!.settings.primaryColor).toBe(
        page.settings.primaryColor,
      );
    }
    const missing = await smartGiving({}, true).get.execute('nobody');
    expect(missing._unsafeUnwrapErr().code).toBe('REQUEST.NOT_FOUND');
  });
});
