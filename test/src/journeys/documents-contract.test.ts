import {
  clientFor,
  completeSections,
  pdfText,
  saveActiveProfile,
  startListeningTestApp,
  verifiedPerson,
  type TestApp,
} from '@bequest/api/testing';
import type { DocumentFile } from '@bequest/sdk';
import { TRUST_SECTIONS, WILL_SECTIONS } from '@bequest/sdk/rules';
import { createHash } from 'node:crypto';

/**
 * Every document through the SDK alone (issue: estate documents): answers saved, the PDF
 * downloaded and e-mailed, the e-mail read back from the SMTP server, each copy kept in the
 * storage center with its SHA-256.
 */
describe('contract: each document from answers to PDF, through the SDK', () => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    ({ testApp, baseUrl } = await startListeningTestApp());
  });
  afterAll(() => testApp.close());

  const name = (first: string, last: string) => ({ first, middle: '', last });

  /** A verified person living in `state`, signed in through the SDK. */
  const person = async (
    email: string,
    fullName: string,
    place: { administrativeArea: string; postalCode: string; county: string },
    maritalStatus: 'SINGLE' | 'MARRIED' = 'SINGLE',
  ) => {
    const verified = await verifiedPerson(
      testApp,
      clientFor(baseUrl, 'localhost'),
      email,
      fullName,
    );
    const client = clientFor(baseUrl, 'localhost', () => verified.token);
    const profile = await saveActiveProfile(client, { ...place, maritalStatus });
    return { client, profileId: profile.randId, email };
  };

  /** The attachment of the e-mail about `title` sent to `email`. */
  const mailed = async (email: string, title: RegExp) => {
    await testApp.deliverMail();
    const mail = await testApp.smtp.waitFor(email, (message) => title.test(message.subject));
    expect(mail.attachments).toHaveLength(1);
    return mail.attachments[0]!;
  };

  /** The storage center's copies of a profile's document: purpose and SHA-256. */
  const kept = (profileId: string) =>
    testApp.orm.em
      .fork()
      .execute(
        'select kind, purpose, sha256 from stored_document where profile_id = ? order by purpose',
        [profileId],
      );

  const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
  const textOf = (file: DocumentFile) => pdfText(Buffer.from(file.content));

  it('a California will with two children, a guardian, a charity and a backup executor', async () => {
    const rosa = await person('rosa.will@example.com', 'Rosa Diaz', {
      administrativeArea: 'CA',
      postalCode: '94110',
      county: 'San Francisco',
    });
    (await rosa.client.createDocument({ params: { kind: 'will' } }))._unsafeUnwrap();
    const will = await completeSections(rosa.client, 'will', WILL_SECTIONS, {
      CHILDREN: {
        children: [
          { fullName: name('Marta', 'Diaz'), birthDate: '2015-01-15' },
          { fullName: name('Sofia', 'Diaz'), birthDate: '2018-06-02' },
        ],
        guardians: [{ fullName: name('Elena', 'Ruiz') }],
      },
      RESIDUARY: {
        residuaryBeneficiaries: [
          { level: 'NUMBER_1', name: 'Marta Diaz', allocationPercent: 45 },
          { level: 'NUMBER_1', name: 'Sofia Diaz', allocationPercent: 45 },
          {
            level: 'NUMBER_1',
            name: 'Harbor Food Bank',
            charitableGiftId: 'gift-1',
            allocationPercent: 10,
          },
        ],
      },
      WILL_EXECUTORS: {
        executors: [{ fullName: name('Elena', 'Ruiz') }, { fullName: name('Tomas', 'Ruiz') }],
      },
    });
    expect(will.summary).toMatchObject({ isComplete: true, isValid: true });

    const file = (await rosa.client.downloadWill({ query: { download: 'true' } }))._unsafeUnwrap();
    expect(file.fileName).toBe('Diaz_Rosa_Last_Will_and_Testament.pdf');
    const text = textOf(file);
    expect(text).toContain('OF ROSA DIAZ');
    expect(text).toContain('San Francisco County');
    expect(text).toContain('Marta Diaz, born January 15, 2015');
    expect(text).toContain('I appoint Elena Ruiz as guardian');
    expect(text).toContain('10% to Harbor Food Bank');
    expect(text).toContain('I appoint Elena Ruiz as Executor');
    expect(text).toContain('Tomas Ruiz');
    expect(text).toContain('by right of representation');
    expect(text).toContain('under penalty of perjury under the laws of the State of California');

    (
      await rosa.client.emailEstatePlan({ params: { id: will.data.randId as string } })
    )._unsafeUnwrap();
    const attachment = await mailed(rosa.email, /Last Will/);
    expect(attachment.fileName).toBe('Diaz_Rosa_Last_Will_and_Testament.pdf');
    expect(pdfText(attachment.content)).toContain('OF ROSA DIAZ');
    expect(await kept(rosa.profileId)).toEqual([
      { kind: 'WILL', purpose: 'download', sha256: sha256(file.content) },
      { kind: 'WILL', purpose: 'email', sha256: sha256(attachment.content) },
    ]);
    expect(
      (await rosa.client.getDocument({ params: { kind: 'will' } }))._unsafeUnwrap().data
        .isDownloaded,
    ).toBe(true);
  });

  it('a joint trust for a married couple in Texas', async () => {
    const ana = await person(
      'ana.trust@example.com',
      'Ana Li',
      { administrativeArea: 'TX', postalCode: '73301', county: 'Travis' },
      'MARRIED',
    );
    (
      await ana.client.createDocument({
        params: { kind: 'rlt' },
        body: { isJoint: true, maritalStatus: 'MARRIED', spouse: { fullName: name('Ben', 'Li') } },
      })
    )._unsafeUnwrap();
    await completeSections(ana.client, 'rlt', TRUST_SECTIONS, {
      SUCCESSOR: { successorTrustees: [{ fullName: name('Cara', 'Li') }] },
      WILL_EXECUTORS: { executors: [{ fullName: name('Cara', 'Li') }] },
      RESIDUARY: {
        residuaryBeneficiaries: [{ level: 'NUMBER_1', name: 'Cara Li', allocationPercent: 100 }],
      },
    });
    const file = (await ana.client.downloadTrust({ query: { download: 'true' } }))._unsafeUnwrap();
    expect(file.fileName).toBe('Li_Ana_and_Li_Ben_Revocable_Living_Trust_with_Pour_Over_Wills.pdf');
    const text = textOf(file);
    expect(text).toContain('ANA LI AND BEN LI REVOCABLE LIVING TRUST');
    expect(text).toContain('Cara Li');
    expect(text).toContain('State of Texas');
    expect(text.match(/POUR-OVER WILL/g)).toHaveLength(2);
  });

  it('a Utah healthcare directive, with the Utah acknowledgements, downloaded and e-mailed', async () => {
    const lena = await person('lena.ahcd@example.com', 'Lena Park', {
      administrativeArea: 'UT',
      postalCode: '84101',
      county: 'Salt Lake',
    });
    const created = (
      await lena.client.createDocument({ params: { kind: 'ahcd' } })
    )._unsafeUnwrap();
    const saved = await lena.client.updateDocument({
      params: { kind: 'ahcd' },
      body: {
        version: created.version,
        changes: {
          primaryAgent: { fullName: name('Joon', 'Park'), relationship: 'brother' },
          utahPowersAcknowledged: true,
          utahLimitsAcknowledged: true,
          lifeProlongationChoice: 'LIMIT',
          wantsOrganDonation: true,
          isPersonalSectionComplete: true,
          isPhysicianSectionComplete: true,
          isAgentSectionComplete: true,
          isValuesSectionComplete: true,
          isWishesSectionComplete: true,
        },
      },
    });
    expect(saved._unsafeUnwrap().data.isComplete).toBe(true);
    const file = (await lena.client.downloadAhcd({ query: { download: 'true' } }))._unsafeUnwrap();
    expect(file.fileName).toBe('Park_Lena_Advance_Healthcare_Directive.pdf');
    const text = textOf(file);
    expect(text).toContain('I designate Joon Park (brother) as my agent');
    expect(text).toContain('UTAH ACKNOWLEDGEMENTS');
    expect(text).toContain('HIPAA AUTHORIZATION');
    expect(text).not.toContain('Witness 2');

    (await lena.client.emailAhcd())._unsafeUnwrap();
    const attachment = await mailed(lena.email, /Advance Healthcare Directive/);
    expect(pdfText(attachment.content)).toContain('UTAH ACKNOWLEDGEMENTS');
    expect((await kept(lena.profileId)).map((row) => row.purpose)).toEqual(['download', 'email']);
  });

  it('a South Carolina power of attorney with the state’s rules applied', async () => {
    const sam = await person('sam.dfpoa@example.com', 'Sam Okafor', {
      administrativeArea: 'SC',
      postalCode: '29201',
      county: 'Richland',
    });
    const created = (
      await sam.client.createDocument({ params: { kind: 'dfpoa' } })
    )._unsafeUnwrap();
    const saved = (
      await sam.client.updateDocument({
        params: { kind: 'dfpoa' },
        body: {
          version: created.version,
          changes: {
            agent: { fullName: name('Grace', 'Okafor') },
            hasMonitor: true,
            commonAgentPowers: {
              has_real_property_power: true,
              has_real_estate_management_power: true,
              has_healthcare_bills_power: true,
            },
          },
          completeSection: 'FINISHED',
        },
      })
    )._unsafeUnwrap();
    expect(saved.data).toMatchObject({ witnessCount: 2, topMarginSize: 3, hasMonitor: false });
    const file = (await sam.client.downloadDfpoa())._unsafeUnwrap();
    expect(file.fileName).toBe('Okafor_Sam_Durable_Financial_Power_of_Attorney.pdf');
    const text = textOf(file);
    expect(text).toContain('name Grace Okafor as my agent');
    expect(text).toContain('(3A) Real property');
    expect(text).not.toContain('(3O) Health care bills');
    expect(text).toContain('Witness 2');
    expect(text).toMatch(/State of South Carolina/i);

    (await sam.client.emailDfpoa())._unsafeUnwrap();
    const attachment = await mailed(sam.email, /Power of Attorney/);
    expect(attachment.fileName).toBe('Okafor_Sam_Durable_Financial_Power_of_Attorney.pdf');
  });

  it('a beneficiary plan with an asset, its beneficiaries and the summary PDF', async () => {
    const kim = await person('kim.plan@example.com', 'Kim Ito', {
      administrativeArea: 'WA',
      postalCode: '98101',
      county: 'King',
    });
    const asset = (
      await kim.client.createAsset({
        body: { assetType: 'IRA', financialInstitution: 'FIDELITY', approximateValue: '120000' },
      })
    )._unsafeUnwrap();
    (
      await kim.client.replaceBeneficiaries({
        params: { assetId: asset.randId! },
        body: {
          beneficiaries: [
            { level: 'PRIMARY', allocationPercent: 75, contact: { name: 'Ren Ito' } },
            {
              level: 'PRIMARY',
              allocationPercent: 25,
              charitableGift: {
                organization: { legalName: 'River Conservancy', ein: '98-7654321' },
              },
            },
            { level: 'SECONDARY', allocationPercent: 100, contact: { name: 'Mai Ito' } },
          ],
        },
      })
    )._unsafeUnwrap();
    (await kim.client.finalizeAsset({ params: { assetId: asset.randId! } }))._unsafeUnwrap();
    expect((await kim.client.getBeneficiaryPlan())._unsafeUnwrap().isComplete).toBe(true);

    const file = (
      await kim.client.downloadBeneficiaryPlan({ query: { download: 'true' } })
    )._unsafeUnwrap();
    const text = textOf(file);
    expect(text).toContain('Fidelity');
    expect(text).toContain('75% to Ren Ito');
    expect(text).toContain('25% to River Conservancy (EIN 98-7654321)');
    expect(text).toContain('100% to Mai Ito');

    (await kim.client.emailBeneficiaryPlan())._unsafeUnwrap();
    const attachment = await mailed(kim.email, /Beneficiary Plan/);
    expect(pdfText(attachment.content)).toContain('75% to Ren Ito');
    expect((await kept(kim.profileId)).map((row) => row.kind)).toEqual([
      'NONPROBATE_PLANS',
      'NONPROBATE_PLANS',
    ]);
  });
});
