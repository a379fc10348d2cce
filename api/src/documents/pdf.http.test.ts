import { createHash } from 'node:crypto';
import { loadSampleOrganizations, pdfText } from '@bequest/adapters/testing';
import { requestApi } from '../testing/request-api';
import { clientFor, getStarted } from '../testing/people';
import { startListeningTestApp, type TestApp } from '../testing/test-app';
import { binary } from '../testing/binary';

describe('GET /will.pdf (documents.md 7.4)', () => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    ({ testApp, baseUrl } = await startListeningTestApp());
  });
  afterAll(() => testApp.close());

  it('downloads the will under its file name, written from the profile as it is now', async () => {
    const grant = await getStarted(clientFor(baseUrl, 'localhost'), 'pdf@example.com');
    const client = clientFor(baseUrl, 'localhost', () => grant.token);
    const will = (await client.createDocument({ params: { kind: 'will' } }))._unsafeUnwrap();
    const answered = await client.updateDocument({
      params: { kind: 'will' },
      body: {
        version: will.version,
        changes: {
          executors: [{ fullName: { first: 'Ben', middle: '', last: 'Li' } }],
          residuaryBeneficiaries: [
            { level: 'NUMBER_1', name: 'Harbor Food Bank', allocationPercent: 100 },
          ],
        },
      },
    });
    const profile = (await client.getCurrentUser())._unsafeUnwrap().activeProfile;
    const renamed = await client.updateProfile({
      params: { profileId: profile.randId },
      body: { version: profile.version, fullName: { first: 'Ana', middle: '', last: 'Lopez' } },
    });
    expect(renamed.isOk()).toBe(true);

    const download = await requestApi(testApp)
      .get('/will.pdf?download=true')
      .set('Host', 'localhost')
      .set('Authorization', `Bearer ${grant.token}`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="Lopez_Ana_Last_Will_and_Testament.pdf"',
    );
    const text = pdfText(download.body as Buffer);
    expect(text).toContain('OF ANA LOPEZ');
    expect(text).toContain('State of Illinois');
    expect(text).toContain('100% to Harbor Food Bank');
    expect(text).toContain('I appoint Ben Li as Executor');
    const downloaded = (await client.getDocument({ params: { kind: 'will' } }))._unsafeUnwrap();
    expect(downloaded.data.isDownloaded).toBe(true);
    // The download is a fact beside the answers: the wizard's next save is not stale (issue 22).
    const version = answered._unsafeUnwrap().version;
    expect(downloaded.version).toBe(version);
    const saved = await client.updateDocument({
      params: { kind: 'will' },
      body: { version, changes: { hasPets: false } },
    });
    expect(saved._unsafeUnwrap().data.isDownloaded).toBe(true);

    const print = await requestApi(testApp)
      .get('/will.pdf?download=true&completionType=print')
      .set('Host', 'localhost')
      .set('Authorization', `Bearer ${grant.token}`)
      .expect(200);
    expect(print.headers['content-disposition']).toMatch(/^inline; filename=/);
  });

  it('names a charity chosen from the IRS master file by its legal name, EIN and address (issue 18)', async () => {
    await loadSampleOrganizations(testApp.orm.em);
    const grant = await getStarted(clientFor(baseUrl, 'localhost'), 'charity@example.com');
    const client = clientFor(baseUrl, 'localhost', () => grant.token);
    const [found] = (
      await client.searchNonprofits({ query: { text: 'francisco food' } })
    )._unsafeUnwrap();
    expect(found).toMatchObject({ id: '94-1156365', ein: '94-1156365' });
    const will = (await client.createDocument({ params: { kind: 'will' } }))._unsafeUnwrap();
    await client.updateDocument({
      params: { kind: 'will' },
      body: {
        version: will.version,
        changes: {
          residuaryBeneficiaries: [
            {
              level: 'NUMBER_1',
              name: found!.name,
              charitableGiftId: found!.id,
              allocationPercent: 100,
            },
          ],
        },
      },
    });
    const download = await requestApi(testApp)
      .get('/will.pdf?download=true')
      .set('Host', 'localhost')
      .set('Authorization', `Bearer ${grant.token}`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(pdfText(download.body as Buffer)).toContain(
      '100% to SAN FRANCISCO FOOD BANK (EIN 94-1156365), of 900 PENNSYLVANIA AVE, SAN FRANCISCO, CA 94107-3458',
    );
  });

  it('needs a session, and a will', async () => {
    await requestApi(testApp).get('/will.pdf?download=true').set('Host', 'localhost').expect(401);
    const grant = await getStarted(clientFor(baseUrl, 'localhost'), 'none@example.com');
    const missing = await requestApi(testApp)
      .get('/will.pdf?download=true')
      .set('Host', 'localhost')
      .set('Authorization', `Bearer ${grant.token}`)
      .expect(404);
    expect(missing.body.error.code).toBe('REQUEST.NOT_FOUND');
  });

  it('e-mails the will as an attachment to a verified person, and keeps the copy in storage', async () => {
    const anonymous = clientFor(baseUrl, 'localhost');
    (
      await anonymous.signUp({
        body: {
          email: 'mail@example.com',
          password: 'Secret123',
          fullName: 'Eve Ng',
          termsAccepted: true,
        },
      })
    )._unsafeUnwrap();
    // Signed in before the address is verified: log-in answers 207 with a session.
    const signUp = (
      await anonymous.logIn({ body: { email: 'mail@example.com', password: 'Secret123' } })
    )._unsafeUnwrap() as {
      token: string;
      user: { activeProfile: { randId: string; version: number } };
    };
    const client = clientFor(baseUrl, 'localhost', () => signUp.token);
    const profile = signUp.user.activeProfile;
    await client.updateProfile({
      params: { profileId: profile.randId },
      body: { version: profile.version, administrativeArea: 'TX', postalCode: '73301' },
    });
    const will = (await client.createDocument({ params: { kind: 'will' } }))._unsafeUnwrap();
    const email = () =>
      requestApi(testApp)
        .post(`/email/estate_plan/${will.data.randId as string}`)
        .set('Host', 'localhost')
        .set('Authorization', `Bearer ${signUp.token}`);

    const unverified = await email().expect(403);
    expect(unverified.body.error.code).toBe('DOCUMENT.VERIFY_EMAIL');

    await testApp.deliverMail();
    const verification = await testApp.smtp.waitFor('mail@example.com', (m) =>
      /Verify/.test(m.subject),
    );
    const code = /code=([\w-]+)/.exec(verification.text)?.[1] ?? '';
    const verified = (await anonymous.verifyEmail({ body: { code } }))._unsafeUnwrap();
    const sent = await requestApi(testApp)
      .post(`/email/estate_plan/${will.data.randId as string}`)
      .set('Host', 'localhost')
      .set('Authorization', `Bearer ${verified.token}`)
      .expect(200);
    expect(sent.body).toEqual({ success: true });

    await testApp.deliverMail();
    const mail = await testApp.smtp.waitFor('mail@example.com', (m) => /Last Will/.test(m.subject));
    expect(mail.attachments.map((a) => a.fileName)).toEqual(['Ng_Eve_Last_Will_and_Testament.pdf']);
    const attachment = mail.attachments[0]!.content;
    expect(pdfText(attachment)).toContain('OF EVE NG');
    const rows = await testApp.orm.em
      .fork()
      .execute('select kind, purpose, sha256, bytes from stored_document where purpose = ?', [
        'email',
      ]);
    expect(rows).toEqual([
      {
        kind: 'WILL',
        purpose: 'email',
        sha256: createHash('sha256').update(attachment).digest('hex'),
        bytes: attachment.length,
      },
    ]);

    const other = await requestApi(testApp)
      .post('/email/estate_plan/not-mine')
      .set('Host', 'localhost')
      .set('Authorization', `Bearer ${verified.token}`)
      .expect(404);
    expect(other.body.error.code).toBe('REQUEST.NOT_FOUND');
  });

  it('downloads a joint trust with both grantors and their pour-over wills', async () => {
    const grant = await getStarted(clientFor(baseUrl, 'localhost'), 'trust-pdf@example.com');
    const client = clientFor(baseUrl, 'localhost', () => grant.token);
    await client.createDocument({
      params: { kind: 'rlt' },
      body: {
        isJoint: true,
        maritalStatus: 'MARRIED',
        spouse: { fullName: { first: 'Ben', middle: '', last: 'Li' } },
      },
    });
    const download = await requestApi(testApp)
      .get('/rlt.pdf?download=true')
      .set('Host', 'localhost')
      .set('Authorization', `Bearer ${grant.token}`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="Li_Ana_and_Li_Ben_Revocable_Living_Trust_with_Pour_Over_Wills.pdf"',
    );
    const text = pdfText(download.body as Buffer);
    expect(text).toContain('ANA LI AND BEN LI REVOCABLE LIVING TRUST');
    expect(text.match(/POUR-OVER WILL/g)).toHaveLength(2);
  });
});
