import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PartnerView } from '@bequest/sdk/contract';
import { clientFor } from '../testing/people';
import { requestApi } from '../testing/request-api';
import { startStaffTestApp } from '../testing/staff';

/** The IRS EO BMF extract's header, as published. */
const HEADER =
  'EIN,NAME,ICO,STREET,CITY,STATE,ZIP,GROUP,SUBSECTION,AFFILIATION,CLASSIFICATION,RULING,DEDUCTIBILITY,FOUNDATION,ACTIVITY,ORGANIZATION,STATUS,TAX_PERIOD,ASSET_CD,INCOME_CD,FILING_REQ_CD,PF_FILING_REQ_CD,ACCT_PD,ASSET_AMT,INCOME_AMT,REVENUE_AMT,NTEE_CD,SORT_NAME';
const row = (ein: string, name: string, city: string) =>
  `${ein},"${name}",,1 MAIN ST,${city},CA,941073458,0000,03,3,1000,195812,1,15,000000000,1,01,202312,6,6,01,0,12,1,1,1,K31,`;

const RECEIVING = {
  receivingFirm: 'Charles Schwab',
  dtcNumber: '0164',
  accountNumber: '1234-5678',
  accountName: 'Bayside Shelter',
  contact: { name: 'Ana Ruiz', email: 'gifts@bayside.example', phone: '415-555-0100' },
};

/** The fields of an edit, from a partner as the console shows it. */
const editOf = ({
  id: _,
  randId: __,
  organizationId: ___,
  updatedAt: ____,
  ...edit
}: PartnerView) => edit;

describe('partners and nonprofits in the staff console (issue 24)', () => {
  let app: Awaited<ReturnType<typeof startStaffTestApp>>;
  let directory: string;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'bequest-web-'));
    await writeFile(join(directory, 'index.html'), '<!doctype html><div id="root"></div>');
    app = await startStaffTestApp({ webDirectory: directory });
  });
  afterAll(async () => {
    await app.close();
    await rm(directory, { recursive: true, force: true });
  });

  const consumerPartner = (urlName: string) =>
    clientFor(app.baseUrl, 'localhost').getPartnerCustomUrl({
      query: { product: 'will', urlName },
    });
  const page = (path: string) =>
    requestApi(app.testApp).get(path).set('Host', 'localhost').set('Accept', 'text/html');
  const audited = async (action: string) =>
    (await app.staff.admin.listAuditEntries({ query: { perPage: 100 } }))
      ._unsafeUnwrap()
      .items.filter((entry) => entry.action === action)
      .map((entry) => [entry.staffRole, entry.subject]);

  it('lets a partner manager edit a partner’s customization, which the consumer lookup answers at once', async () => {
    const { staff } = app;
    const partners = (await staff.partner_manager.listPartners())._unsafeUnwrap();
    expect(partners.map((partner) => partner.urlName)).toEqual([
      'harbor-food-bank',
      'river-conservancy',
    ]);
    const harbor = partners[0]!;
    expect(harbor).toMatchObject({
      displayName: 'Harbor Food Bank',
      welcomeMessage: 'Welcome, friends of Harbor Food Bank.',
      isCaCompliant: true,
      isOptInForMAWMText: true,
    });

    const updated = (
      await staff.partner_manager.updatePartner({
        params: { randId: harbor.randId },
        body: {
          ...editOf(harbor),
          welcomeMessage: 'Hello from the harbor.',
          uriLogo: 'https://cdn.example.org/harbor-logo.png',
          landingV2Date: '2026-12-01',
          isOptInForMAWMText: false,
        },
      })
    )._unsafeUnwrap();
    expect(updated).toMatchObject({ welcomeMessage: 'Hello from the harbor.' });

    expect((await consumerPartner('harbor-food-bank'))._unsafeUnwrap()).toMatchObject({
      randId: harbor.randId,
      customizations: {
        uriLogo: 'https://cdn.example.org/harbor-logo.png',
        bequestLandingV2EnabledDate: '2026-12-01',
        // What the edit does not name is kept.
        landingImageAltText: 'Volunteers packing food boxes',
        bequestsCustomization: {
          welcomeMessage: 'Hello from the harbor.',
          isOptInForMAWMText: false,
          isOptInForGiftIntentText: true,
        },
      },
    });
    expect(await audited('partner.update')).toEqual([
      ['partner_manager', `${harbor.randId} (harbor-food-bank)`],
    ]);
  });

  it('names the field at fault and changes nothing; a URL name another partner has is refused', async () => {
    const { staff } = app;
    const river = (
      await staff.admin.getPartner({ params: { randId: 'partner-river-conservancy' } })
    )._unsafeUnwrap();
    const badLogo = await staff.admin.updatePartner({
      params: { randId: river.randId },
      body: {
        ...editOf(river),
        uriLogo: 'http://insecure.example/logo.png',
        urlName: 'River Page',
      },
    });
    expect(badLogo._unsafeUnwrapErr()).toMatchObject({
      status: 400,
      error: {
        code: 'REQUEST.INVALID',
        fields: {
          uriLogo: expect.stringMatching(/https address .* logo/),
          urlName: expect.stringMatching(/lowercase letters/),
        },
      },
    });
    const taken = await staff.admin.updatePartner({
      params: { randId: river.randId },
      body: { ...editOf(river), urlName: 'harbor-food-bank' },
    });
    expect(taken._unsafeUnwrapErr().error.fields).toEqual({
      urlName: 'Another partner has this URL name.',
    });
    expect(
      (await staff.admin.getPartner({ params: { randId: river.randId } }))._unsafeUnwrap(),
    ).toEqual(river);
    const missing = await staff.admin.updatePartner({
      params: { randId: 'partner-none' },
      body: editOf(river),
    });
    expect(missing._unsafeUnwrapErr().status).toBe(404);
  });

  it('adds a partner, whose page and lookup then work', async () => {
    const created = (
      await app.staff.partner_manager.createPartner({
        body: {
          displayName: 'Bayside Shelter',
          urlName: 'Bayside-Shelter',
          isCaCompliant: false,
          landingV2Date: null,
          welcomeMessage: '',
          copyLongForm: null,
          uriLogo: '/images/bayside.png',
          uriCta: null,
          isOptInForMAWMText: true,
          isOptInForGiftIntentText: false,
          hasTrustsForBeneficiaries: false,
        },
      })
    )._unsafeUnwrap();
    expect(created).toMatchObject({
      urlName: 'bayside-shelter',
      welcomeMessage: null,
      randId: expect.stringMatching(/^partner-[0-9a-f]{16}$/),
    });
    expect((await consumerPartner('bayside-shelter'))._unsafeUnwrap()).toMatchObject({
      organizationId: created.organizationId,
      organization: { displayName: 'Bayside Shelter' },
      customizations: { uriLogo: '/images/bayside.png' },
    });
    expect(await audited('partner.create')).toEqual([
      ['partner_manager', `${created.randId} (bayside-shelter)`],
    ]);
  });

  it('redirects an old slug and sends a partner page to the external site as staff say, and stops', async () => {
    const { staff } = app;
    await page('/bayside').expect(200);
    await page('/partner/acme-trust').expect(200);

    const same = await staff.admin.saveSlugAlias({ body: { oldSlug: 'bayside', slug: 'Bayside' } });
    expect(same._unsafeUnwrapErr().error.fields).toEqual({
      slug: 'The old slug must differ from the current one.',
    });
    (
      await staff.partner_manager.saveSlugAlias({
        body: { oldSlug: 'bayside', slug: 'bayside-shelter' },
      })
    )._unsafeUnwrap();
    (
      await staff.partner_manager.addExternalPartnerPage({ body: { slug: 'acme-trust' } })
    )._unsafeUnwrap();
    expect((await page('/bayside?ref=1').expect(301)).headers.location).toBe(
      '/bayside-shelter?ref=1',
    );
    expect((await page('/partner/acme-trust').expect(302)).headers.location).toMatch(
      /\/partner\/acme-trust$/,
    );
    expect(
      (await staff.partner_manager.listSlugAliases())._unsafeUnwrap().map((alias) => alias.id),
    ).toContain('bayside');
    expect((await staff.partner_manager.listExternalPartnerPages())._unsafeUnwrap()).toMatchObject([
      { slug: 'acme-trust' },
    ]);

    (
      await staff.partner_manager.removeSlugAlias({ params: { oldSlug: 'bayside' } })
    )._unsafeUnwrap();
    (
      await staff.partner_manager.removeExternalPartnerPage({ params: { slug: 'acme-trust' } })
    )._unsafeUnwrap();
    await page('/bayside').expect(200);
    await page('/partner/acme-trust').expect(200);
    const gone = await staff.partner_manager.removeSlugAlias({ params: { oldSlug: 'bayside' } });
    expect(gone._unsafeUnwrapErr().status).toBe(404);
    expect(await audited('slug_alias.save')).toEqual([
      ['partner_manager', 'bayside → bayside-shelter'],
    ]);
    expect(await audited('external_partner_page.remove')).toEqual([
      ['partner_manager', 'acme-trust'],
    ]);
  });

  it('imports the nonprofit directory from the console with a summary, then sets a nonprofit’s receiving details', async () => {
    const { staff } = app;
    const notBmf = await staff.partner_manager.importNonprofitDirectory({
      body: {
        fileName: 'people.csv',
        csv: 'name,email\nRosa,rosa@example.com\n',
        firstLine: 2,
        last: true,
      },
    });
    expect(notBmf._unsafeUnwrapErr().error.fields?.csv).toMatch(/not an EO BMF extract/);

    const first = (
      await staff.partner_manager.importNonprofitDirectory({
        body: {
          fileName: 'eo1.csv',
          csv: `${HEADER}\n${row('941234567', 'BAYSIDE SHELTER', 'OAKLAND')}\n12,NO EIN\n`,
          firstLine: 2,
          last: false,
        },
      })
    )._unsafeUnwrap();
    // The second part of the same file: its lines are the file's.
    const second = (
      await staff.partner_manager.importNonprofitDirectory({
        body: {
          fileName: 'eo1.csv',
          csv: `${HEADER}\n${row('942345678', 'HARBOR LIGHTS', 'ALAMEDA')}\n`,
          firstLine: 4,
          last: true,
        },
      })
    )._unsafeUnwrap();
    expect(first).toEqual({ loaded: 1, refused: [{ line: 3, message: expect.any(String) }] });
    expect(second).toEqual({ loaded: 1, refused: [] });
    expect(await audited('directory.import')).toEqual([
      ['partner_manager', 'eo1.csv from line 4: 1 loaded, 0 refused'],
      ['partner_manager', 'eo1.csv from line 2: 1 loaded, 1 refused'],
    ]);
    const found = await clientFor(app.baseUrl, 'localhost').searchNonprofits({
      query: { text: 'harbor lights' },
    });
    expect(found._unsafeUnwrap().map((nonprofit) => nonprofit.ein)).toContain('94-2345678');

    expect(
      (
        await staff.partner_manager.getNonprofitReceiving({ params: { ein: '94-1234567' } })
      )._unsafeUnwrap(),
    ).toEqual({
      ein: '94-1234567',
      legalName: 'BAYSIDE SHELTER',
      location: 'OAKLAND, CA',
      details: null,
    });
    const bad = await staff.partner_manager.setNonprofitReceiving({
      params: { ein: '941234567' },
      body: { ...RECEIVING, dtcNumber: '16', contact: { ...RECEIVING.contact, email: 'gifts@' } },
    });
    expect(Object.keys(bad._unsafeUnwrapErr().error.fields ?? {})).toEqual([
      'dtcNumber',
      'contact.email',
    ]);
    const unknown = await staff.partner_manager.setNonprofitReceiving({
      params: { ein: '99-9999999' },
      body: RECEIVING,
    });
    expect(unknown._unsafeUnwrapErr().status).toBe(404);
    const set = (
      await staff.partner_manager.setNonprofitReceiving({
        params: { ein: '941234567' },
        body: RECEIVING,
      })
    )._unsafeUnwrap();
    expect(set.details).toEqual(RECEIVING);
    expect(
      (await staff.admin.getNonprofitReceiving({ params: { ein: '94-1234567' } }))._unsafeUnwrap()
        .details,
    ).toEqual(RECEIVING);
    expect(await audited('receiving_details.set')).toEqual([
      ['partner_manager', '94-1234567 (Charles Schwab)'],
    ]);
  });
});
