import { pdfText } from '@bequest/adapters/testing';
import request from 'supertest';
import { clientFor, getStarted } from '../testing/people';
import { startTestApp, type TestApp } from '../testing/test-app';

const binary = (
  response: request.Response,
  callback: (error: Error | null, body: Buffer) => void,
) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe('GET /will.pdf (documents.md 7.4)', () => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    testApp = await startTestApp();
    await testApp.app.listen(0, '127.0.0.1');
    baseUrl = await testApp.app.getUrl();
  });
  afterAll(() => testApp.close());

  it('downloads the will under its file name, written from the profile as it is now', async () => {
    const grant = await getStarted(clientFor(baseUrl, 'localhost'), 'pdf@example.com');
    const client = clientFor(baseUrl, 'localhost', () => grant.token);
    const will = (await client.createDocument({ params: { kind: 'will' } }))._unsafeUnwrap();
    await client.updateDocument({
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

    const download = await request(testApp.app.getHttpServer())
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
    expect(
      (await client.getDocument({ params: { kind: 'will' } }))._unsafeUnwrap().data.isDownloaded,
    ).toBe(true);

    const print = await request(testApp.app.getHttpServer())
      .get('/will.pdf?download=true&completionType=print')
      .set('Host', 'localhost')
      .set('Authorization', `Bearer ${grant.token}`)
      .expect(200);
    expect(print.headers['content-disposition']).toMatch(/^inline; filename=/);
  });

  it('needs a session, and a will', async () => {
    await request(testApp.app.getHttpServer())
      .get('/will.pdf?download=true')
      .set('Host', 'localhost')
      .expect(401);
    const grant = await getStarted(clientFor(baseUrl, 'localhost'), 'none@example.com');
    const missing = await request(testApp.app.getHttpServer())
      .get('/will.pdf?download=true')
      .set('Host', 'localhost')
      .set('Authorization', `Bearer ${grant.token}`)
      .expect(404);
    expect(missing.body.error.code).toBe('REQUEST.NOT_FOUND');
  });
});
