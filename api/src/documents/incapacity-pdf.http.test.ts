import { pdfText } from '@bequest/adapters/testing';
import { requestApi } from '../testing/request-api';
import { clientFor, getStarted, verifiedPerson } from '../testing/people';
import { startListeningTestApp, type TestApp } from '../testing/test-app';
import { binary } from '../testing/binary';

describe('the healthcare directive and power of attorney PDFs (documents.md 7.4-7.5)', () => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    ({ testApp, baseUrl } = await startListeningTestApp());
  });
  afterAll(() => testApp.close());

  const get = (path: string, token: string) =>
    requestApi(testApp)
      .get(path)
      .set('Host', 'localhost')
      .set('Authorization', `Bearer ${token}`)
      .buffer(true)
      .parse(binary);

  it('downloads the directive at both paths, with its answers and Illinois’ two witnesses', async () => {
    const grant = await getStarted(clientFor(baseUrl, 'localhost'), 'ahcd-pdf@example.com');
    const client = clientFor(baseUrl, 'localhost', () => grant.token);
    const ahcd = (await client.createDocument({ params: { kind: 'ahcd' } }))._unsafeUnwrap();
    const saved = await client.updateDocument({
      params: { kind: 'ahcd' },
      body: {
        version: ahcd.version,
        changes: {
          primaryAgent: { fullName: { first: 'Ben', middle: '', last: 'Li' } },
          lifeProlongationChoice: 'PROLONG',
          hipaaAgents: ['Cara Li'],
        },
      },
    });
    expect(saved.isOk()).toBe(true);

    const download = await get(
      '/advance-healthcare-directive.pdf?download=true',
      grant.token,
    ).expect(200);
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="Li_Ana_Advance_Healthcare_Directive.pdf"',
    );
    const text = pdfText(download.body as Buffer);
    expect(text).toContain('I designate Ben Li as my agent');
    expect(text).toContain('I want my life to be prolonged as long as possible');
    expect(text).toContain('Ben Li, Cara Li');
    // The living-will part needs two witnesses (755 ILCS 35/3), the agent part one (45/4-5.1).
    expect(text).toContain('Witness 2 signature');
    expect(text).not.toContain('Witness 3');

    const print = await get(
      '/pdf/advance_health_care_directives?completionType=PRINT',
      grant.token,
    ).expect(200);
    expect(print.headers['content-disposition']).toMatch(/^inline; filename=/);
    expect(pdfText(print.body as Buffer)).toContain('ADVANCE HEALTH CARE DIRECTIVE');
  });

  it('downloads the power of attorney at /pdf/dfpoa with the state’s rules applied', async () => {
    const grant = await getStarted(clientFor(baseUrl, 'localhost'), 'dfpoa-pdf@example.com');
    const client = clientFor(baseUrl, 'localhost', () => grant.token);
    const missing = await get('/pdf/dfpoa', grant.token).expect(404);
    expect(JSON.parse((missing.body as Buffer).toString()).error.code).toBe('REQUEST.NOT_FOUND');
    const dfpoa = (await client.createDocument({ params: { kind: 'dfpoa' } }))._unsafeUnwrap();
    await client.updateDocument({
      params: { kind: 'dfpoa' },
      body: {
        version: dfpoa.version,
        changes: {
          agent: { fullName: { first: 'Ben', middle: '', last: 'Li' } },
          hasCoagent: true,
          coagent: { fullName: { first: 'Cara', middle: '', last: 'Li' } },
          commonAgentPowers: { has_banking_power: true },
        },
      },
    });
    const download = await get('/pdf/dfpoa', grant.token).expect(200);
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="Li_Ana_Durable_Financial_Power_of_Attorney.pdf"',
    );
    const text = pdfText(download.body as Buffer);
    expect(text).toContain('name Ben Li as my agent');
    expect(text).toContain('(3E) Banks and other financial institutions');
    // Illinois' statutory short form has no co-agent (documents.md 5.5).
    expect(text).not.toContain('Cara Li');
    expect(text).toMatch(/State of Illinois/i);
  });

  it('e-mails each as an attachment; a cookie GET needs the CSRF header', async () => {
    const anonymous = clientFor(baseUrl, 'localhost');
    const person = await verifiedPerson(testApp, anonymous, 'incapacity-mail@example.com');
    const client = clientFor(baseUrl, 'localhost', () => person.token);
    const profile = person.user.activeProfile;
    await client.updateProfile({
      params: { profileId: profile.randId },
      body: { version: profile.version, administrativeArea: 'UT', postalCode: '84101' },
    });
    await client.createDocument({ params: { kind: 'ahcd' } });
    await client.createDocument({ params: { kind: 'dfpoa' } });

    const forged = await requestApi(testApp)
      .get('/email/advance-healthcare-directive')
      .set('Host', 'localhost')
      .set('Cookie', `token=${person.token}`)
      .expect(403);
    expect(forged.body.error.code).toBe('AUTH.CSRF');

    await requestApi(testApp)
      .get('/email/advance-healthcare-directive')
      .set('Host', 'localhost')
      .set('Cookie', `token=${person.token}`)
      .set('x-requested-with', 'bequest')
      .expect(200, { success: true });
    await requestApi(testApp)
      .get('/email/financial-power-of-attorney')
      .set('Host', 'localhost')
      .set('Authorization', `Bearer ${person.token}`)
      .expect(200, { success: true });

    await testApp.deliverMail();
    const directive = await testApp.smtp.waitFor('incapacity-mail@example.com', (m) =>
      /Advance Healthcare Directive/.test(m.subject),
    );
    expect(directive.attachments.map((a) => a.fileName)).toEqual([
      'Ng_Eve_Advance_Healthcare_Directive.pdf',
    ]);
    expect(pdfText(directive.attachments[0]!.content)).toContain('UTAH ACKNOWLEDGEMENTS');
    const power = await testApp.smtp.waitFor('incapacity-mail@example.com', (m) =>
      /Power of Attorney/.test(m.subject),
    );
    expect(pdfText(power.attachments[0]!.content)).toMatch(/State of Utah/i);
    const kept = await testApp.orm.em
      .fork()
      .execute(
        "select kind from stored_document where purpose = 'email' and profile_id = ? order by kind",
        [profile.randId],
      );
    expect(kept).toEqual([{ kind: 'AHCD' }, { kind: 'DFPOA' }]);
  });
});
