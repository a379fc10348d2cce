import { AssetDraftSchema, TENANT_CONFIGURATIONS } from '@bequest/domain';
import { CreateBeneficiaryPlanAsset } from '../beneficiary-plan/create-beneficiary-plan-asset.use-case';
import { startedPerson } from '../testing/started-person';
import { Documents } from './documents.service';
import { RenderDocument } from './render-document.use-case';

describe('rendering the will (documents.md 7.4)', () => {
  it('renders for the profile’s state, names the file and marks the plan downloaded', async () => {
    const { container, ports, requester } = await startedPerson();
    await container.get(Documents).create(requester, 'WILL');
    const rendered = (
      await container.get(RenderDocument).execute(requester, 'WILL', 'download')
    )._unsafeUnwrap();
    expect(rendered.fileName).toBe('Li_Ana_Last_Will_and_Testament.pdf');
    expect(ports.rendered).toEqual([expect.stringMatching(/for Ana in TX$/)]);
    expect(ports.kept).toEqual([{ purpose: 'download', bytes: 5 }]);
    expect(
      (await container.get(Documents).get(requester, 'WILL'))._unsafeUnwrap().data,
    ).toMatchObject({
      isDownloaded: true,
    });
  });

  it('refuses a download where the tenant turned downloads off, but still prints', async () => {
    const { container, ports, requester } = await startedPerson();
    await container.get(Documents).create(requester, 'WILL');
    ports.configurations.findById = async () => ({
      ...TENANT_CONFIGURATIONS.bequest,
      documentDownload: false,
    });
    const refused = await container.get(RenderDocument).execute(requester, 'WILL', 'download');
    expect(refused._unsafeUnwrapErr()).toMatchObject({ code: 'DOCUMENT.DOWNLOAD_DISABLED' });
    expect((await container.get(RenderDocument).execute(requester, 'WILL', 'print')).isOk()).toBe(
      true,
    );
    expect(ports.kept).toEqual([]);
  });

  it.each([true, false])(
    'lays every document out with the tenant’s wide left margin: %s',
    async (hasWideLeftMargin) => {
      const { container, ports, requester } = await startedPerson();
      const bequest = TENANT_CONFIGURATIONS.bequest;
      ports.configurations.findById = async () => ({
        ...bequest,
        branding: { ...bequest.branding, documentStyles: { hasWideLeftMargin } },
      });
      const layouts: unknown[] = [];
      const { renderer } = ports;
      const keep =
        <Args extends unknown[]>(render: (...args: Args) => Promise<Buffer>) =>
        (...args: Args) => {
          layouts.push(args.at(-1));
          return render(...args);
        };
      Object.assign(renderer, {
        renderWill: keep(renderer.renderWill),
        renderAhcd: keep(renderer.renderAhcd),
      });
      await container.get(Documents).create(requester, 'WILL');
      await container.get(Documents).create(requester, 'AHCD');
      await container.get(RenderDocument).execute(requester, 'WILL', 'print');
      await container.get(RenderDocument).execute(requester, 'AHCD', 'print');
      expect(layouts).toEqual([
        { wideLeftMargin: hasWideLeftMargin },
        { wideLeftMargin: hasWideLeftMargin },
      ]);
    },
  );

  it('needs a will and a state', async () => {
    const { container, requester } = await startedPerson();
    expect(
      (await container.get(RenderDocument).execute(requester, 'WILL', 'print'))._unsafeUnwrapErr()
        .code,
    ).toBe('REQUEST.NOT_FOUND');
  });

  it('names both grantors of a joint trust, file name included', async () => {
    const { container, ports, requester } = await startedPerson();
    const created = await container.get(Documents).create(requester, 'RLT', {
      isJoint: true,
      maritalStatus: 'MARRIED',
      spouse: { fullName: { first: 'Ben', middle: '', last: 'Li' } },
    });
    expect(created.isOk()).toBe(true);
    const result = await container.get(RenderDocument).execute(requester, 'RLT', 'print');
    expect(result.isErr() ? result.error : null).toBeNull();
    const rendered = result._unsafeUnwrap();
    expect(rendered.fileName).toBe(
      'Li_Ana_and_Li_Ben_Revocable_Living_Trust_with_Pour_Over_Wills.pdf',
    );
    expect(ports.rendered).toEqual([expect.stringMatching(/for Ana and Ben$/)]);
  });
});

describe('rendering the healthcare directive and power of attorney (documents.md 5.2, 7.4)', () => {
  it('renders each for the profile’s state and names the file', async () => {
    const { container, ports, requester } = await startedPerson();
    await container.get(Documents).create(requester, 'AHCD');
    await container.get(Documents).create(requester, 'DFPOA');
    const ahcd = (
      await container.get(RenderDocument).execute(requester, 'AHCD', 'download')
    )._unsafeUnwrap();
    const dfpoa = (
      await container.get(RenderDocument).execute(requester, 'DFPOA', 'email')
    )._unsafeUnwrap();
    expect([ahcd.fileName, dfpoa.fileName]).toEqual([
      'Li_Ana_Advance_Healthcare_Directive.pdf',
      'Li_Ana_Durable_Financial_Power_of_Attorney.pdf',
    ]);
    expect(ports.rendered).toEqual([
      expect.stringMatching(/for Ana in TX$/),
      expect.stringMatching(/for Ana in TX$/),
    ]);
    expect(ports.kept.map((copy) => copy.purpose)).toEqual(['download', 'email']);
  });

  it('refuses the directive of a profile without a state, in the specification’s words', async () => {
    const { container, ports, requester } = await startedPerson();
    await container.get(Documents).create(requester, 'AHCD');
    const stored = ports.profiles.get(requester.activeProfileId)!;
    ports.profiles.set(requester.activeProfileId, {
      ...stored,
      profile: { ...stored.profile, administrativeArea: null },
    });
    const refused = await container.get(RenderDocument).execute(requester, 'AHCD', 'print');
    expect(refused._unsafeUnwrapErr()).toMatchObject({
      code: 'REQUEST.INVALID',
      fields: { 'profile.administrativeArea': 'ahcd requires the profile administrativeArea' },
    });
    expect(ports.rendered).toEqual([]);
  });
});

describe('rendering the beneficiary plan (giving-and-beneficiaries.md 7.2)', () => {
  it('renders the summary without needing a state, under the other-document file name', async () => {
    const { container, ports, requester } = await startedPerson();
    await container.get(CreateBeneficiaryPlanAsset).execute(
      requester,
      AssetDraftSchema.parse({
        assetType: 'LIFE_INSURANCE',
        financialInstitution: 'OTHER',
        financialInstitutionOther: 'Mutual Life',
        approximateValue: '100000',
      }),
      null,
    );
    const rendered = (
      await container.get(RenderDocument).execute(requester, 'NONPROBATE_PLANS', 'download')
    )._unsafeUnwrap();
    expect(rendered.fileName).toBe('Li_Ana_document.pdf');
    expect(ports.rendered).toEqual([expect.stringMatching(/for Ana$/)]);
  });
});

describe('the mirror will (documents.md 7.5)', () => {
  it('renders the spouse’s will under the spouse’s name, only where the plan has a mirror', async () => {
    const { container, ports, requester } = await startedPerson();
    const documents = container.get(Documents);
    const will = (await documents.create(requester, 'WILL'))._unsafeUnwrap();
    const render = container.get(RenderDocument);
    expect(
      (await render.execute(requester, 'WILL', 'print', { mirror: true }))._unsafeUnwrapErr().code,
    ).toBe('REQUEST.NOT_FOUND');
    await documents.update(requester, 'WILL', will.version, {
      changes: { hasMirror: true, spouse: { fullName: { first: 'Ben', middle: '', last: 'Li' } } },
    });
    const mirror = (
      await render.execute(requester, 'WILL', 'print', { mirror: true })
    )._unsafeUnwrap();
    expect(mirror.fileName).toBe('Li_Ben_Last_Will_and_Testament.pdf');
    expect(ports.rendered).toEqual([expect.stringMatching(/for Ben in TX$/)]);
  });
});
