import { clientFor } from '../testing/people';
import { startStaffTestApp } from '../testing/staff';

const CONTENT = {
  figures: { willsCreated: '640K+', amountRaised: '$6.5B', partnerCount: '950+' },
  pressMentions: [
    {
      outlet: 'The Daily Ledger',
      logoUrl: 'https://cdn.example.org/daily-ledger.svg',
      articleUrl: 'https://dailyledger.example/2026/wills-online',
    },
  ],
};

describe("the home page's marketing in the staff console (issue 24)", () => {
  let app: Awaited<ReturnType<typeof startStaffTestApp>>;
  beforeAll(async () => {
    app = await startStaffTestApp();
  });
  afterAll(() => app.close());

  const homePageStats = async () =>
    (
      await clientFor(app.baseUrl, 'localhost').getMarketingStats({
        query: { fieldNames: 'WILLS_CREATED,AMOUNT_RAISED,PARTNER_COUNT,PRESS_MENTIONS' },
      })
    )._unsafeUnwrap();

  it('publishes the figures and mentions the home page reads next, audited', async () => {
    const { staff } = app;
    expect((await staff.partner_manager.getMarketingContent())._unsafeUnwrap()).toEqual({
      figures: { willsCreated: '602K+', amountRaised: '$6.2B', partnerCount: '900+' },
      pressMentions: [],
    });
    const published = await staff.partner_manager.publishMarketingContent({ body: CONTENT });
    expect(published._unsafeUnwrap()).toEqual(CONTENT);

    expect(await homePageStats()).toEqual(
      expect.arrayContaining([
        { fieldName: 'WILLS_CREATED', fieldValues: '640K+' },
        { fieldName: 'PRESS_MENTIONS', fieldValues: CONTENT.pressMentions },
      ]),
    );
    const audit = (await staff.admin.listAuditEntries({ query: { perPage: 100 } }))
      ._unsafeUnwrap()
      .items.filter((entry) => entry.action === 'marketing.edit');
    expect(audit.map((entry) => [entry.staffRole, entry.subject])).toEqual([
      ['partner_manager', 'figures and 1 press mentions'],
    ]);
  });

  it('names each field at fault and publishes nothing', async () => {
    const before = await homePageStats();
    const refused = await app.staff.admin.publishMarketingContent({
      body: {
        figures: { ...CONTENT.figures, amountRaised: ' ' },
        pressMentions: [{ ...CONTENT.pressMentions[0]!, logoUrl: 'http://cdn.example.org/x.svg' }],
      },
    });
    expect(refused._unsafeUnwrapErr()).toMatchObject({
      status: 400,
      error: {
        fields: {
          'figures.amountRaised': 'Enter the figure as the home page shows it, e.g. 602K+',
          'pressMentions.0.logoUrl': 'Use an https address or a path on this site',
        },
      },
    });
    expect(await homePageStats()).toEqual(before);
  });

  it('is not for support or fulfilment', async () => {
    for (const role of ['support', 'fulfilment'] as const)
      expect((await app.staff[role].getMarketingContent())._unsafeUnwrapErr()).toMatchObject({
        status: 403,
      });
  });
});
