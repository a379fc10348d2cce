import type { PartnerCustomUrl, PartnerEditInput } from '@bequest/domain';
import type { IdGenerator } from '../ports/id-generator.port';
import type { ManagedPartner, PartnerRegistry } from '../ports/partner-registry.port';
import type { NewAuditEntry } from '../ports/staff-audit-log.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { AuditTrail } from '../staff/audit-trail.service';
import { CreatePartner } from './create-partner.use-case';
import { UpdatePartner } from './update-partner.use-case';
import { AddExternalPartnerPage } from './add-external-partner-page.use-case';
import { RemoveSlugAlias } from './remove-slug-alias.use-case';
import { SaveSlugAlias } from './save-slug-alias.use-case';

const manager: StaffMember = {
  subject: 'p-1',
  email: 'partners@bequest.example',
  name: 'Pat Partners',
  role: 'partner_manager',
};
const at = new Date('2026-12-23T10:00:00Z');

const edit: PartnerEditInput = {
  displayName: 'Bayside Shelter',
  urlName: 'bayside-shelter',
  isCaCompliant: false,
  landingV2Date: null,
  welcomeMessage: 'Welcome.',
  copyLongForm: null,
  uriLogo: null,
  uriCta: null,
  isOptInForMAWMText: false,
  isOptInForGiftIntentText: false,
  hasTrustsForBeneficiaries: false,
};

/** The partner table and its redirects in memory, with the unique URL name the database keeps. */
const inMemoryRegistry = () => {
  const partners = new Map<string, ManagedPartner>();
  const aliases = new Map<string, string>();
  const taken = (partner: PartnerCustomUrl) =>
    [...partners.values()].some(
      (kept) => kept.partner.urlName === partner.urlName && kept.partner.randId !== partner.randId,
    );
  const registry: PartnerRegistry = {
    list: async () => [...partners.values()],
    byRandId: async (randId) => partners.get(randId) ?? null,
    create: async (partner, updatedAt) => {
      if (taken(partner)) return 'url_name_taken';
      partners.set(partner.randId, { partner, updatedAt });
      return 'created';
    },
    update: async (partner, updatedAt) => {
      if (!partners.has(partner.randId)) return 'not_found';
      if (taken(partner)) return 'url_name_taken';
      partners.set(partner.randId, { partner, updatedAt });
      return 'updated';
    },
    slugAliases: async () =>
      [...aliases].map(([oldSlug, slug]) => ({ oldSlug, slug, createdAt: at })),
    saveSlugAlias: async (oldSlug, slug) => {
      aliases.set(oldSlug, slug);
      return { oldSlug, slug, createdAt: at };
    },
    removeSlugAlias: async (oldSlug) => aliases.delete(oldSlug),
    externalPages: async () => [],
    addExternalPage: async (slug) => ({ slug, createdAt: at }),
    removeExternalPage: async () => false,
  };
  return registry;
};

const setUp = () => {
  const registry = inMemoryRegistry();
  let next = 0;
  const ids = { newHex: () => (++next).toString(16).padStart(16, '0') } as unknown as IdGenerator;
  const clock = { now: () => at };
  const audit: NewAuditEntry[] = [];
  const trail = new AuditTrail(
    {
      append: async (entry) => void audit.push(entry),
      list: async () => ({ items: [], total: 0 }),
      listForAccount: async () => [],
    },
    clock,
  );
  return {
    partners: {
      create: new CreatePartner(registry, ids, trail, clock),
      update: new UpdatePartner(registry, trail, clock),
    },
    slugs: {
      saveAlias: new SaveSlugAlias(registry, trail, clock),
      removeAlias: new RemoveSlugAlias(registry, trail),
      addExternalPage: new AddExternalPartnerPage(registry, trail, clock),
    },
    audit,
  };
};

describe('staff manage partners and their redirects (issue 24)', () => {
  it('adds a partner with new ids, refuses a URL name another has, and audits each change only', async () => {
    const { partners, audit } = setUp();
    const created = (await partners.create.execute(manager, edit))._unsafeUnwrap();
    expect(created.partner).toMatchObject({
      randId: 'partner-0000000000000001',
      organizationId: 'org-0000000000000002',
      customizations: { bequestsCustomization: { welcomeMessage: 'Welcome.' } },
    });
    expect((await partners.create.execute(manager, edit))._unsafeUnwrapErr().fields).toEqual({
      urlName: 'Another partner has this URL name.',
    });
    const other = (
      await partners.create.execute(manager, { ...edit, urlName: 'other-shelter' })
    )._unsafeUnwrap();
    const clash = await partners.update.execute(manager, other.partner.randId, edit);
    expect(clash._unsafeUnwrapErr().code).toBe('REQUEST.INVALID');
    expect(
      (await partners.update.execute(manager, 'partner-none', edit))._unsafeUnwrapErr().code,
    ).toBe('REQUEST.NOT_FOUND');
    const invalid = await partners.update.execute(manager, other.partner.randId, {
      ...edit,
      uriCta: 'x',
    });
    expect(Object.keys(invalid._unsafeUnwrapErr().fields ?? {})).toEqual(['uriCta']);
    expect(audit.map((entry) => [entry.action, entry.subject])).toEqual([
      ['partner.create', 'partner-0000000000000001 (bayside-shelter)'],
      ['partner.create', 'partner-0000000000000005 (other-shelter)'],
    ]);
  });

  it('redirects an old slug to another, never to itself, and removes it once', async () => {
    const { slugs, audit } = setUp();
    const same = await slugs.saveAlias.execute(manager, { oldSlug: 'Bayside', slug: 'bayside' });
    expect(same._unsafeUnwrapErr().fields).toEqual({
      slug: 'The old slug must differ from the current one.',
    });
    (
      await slugs.saveAlias.execute(manager, { oldSlug: 'bayside', slug: 'bayside-shelter' })
    )._unsafeUnwrap();
    expect((await slugs.removeAlias.execute(manager, 'bayside')).isOk()).toBe(true);
    expect((await slugs.removeAlias.execute(manager, 'bayside'))._unsafeUnwrapErr().code).toBe(
      'REQUEST.NOT_FOUND',
    );
    expect(
      (await slugs.addExternalPage.execute(manager, 'Not A Slug!'))._unsafeUnwrapErr().fields,
    ).toHaveProperty('slug');
    expect(audit.map((entry) => entry.action)).toEqual(['slug_alias.save', 'slug_alias.remove']);
  });
});
