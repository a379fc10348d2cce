import { requestApi } from '../testing/request-api';
import { clientFor, getStarted } from '../testing/people';
import { startListeningTestApp, startTestApp, type TestApp } from '../testing/test-app';

/** The development mail viewer (issue 21): a newcomer reads the mail `npm start` sent. */
describe('the mail sent on this machine, at /dev/mail', () => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    ({ testApp, baseUrl } = await startListeningTestApp({ mailViewer: true }));
  });
  afterAll(() => testApp.close());

  it('lists each message, newest first, its links clickable and its text escaped', async () => {
    const empty = await requestApi(testApp).get('/dev/mail').expect(200);
    expect(empty.text).toContain('No mail yet.');
    const anonymous = clientFor(baseUrl, 'localhost');
    await getStarted(anonymous, 'newcomer@example.com', 'New');
    await anonymous.requestPasswordReset({ body: { email: 'newcomer@example.com' } });
    await testApp.deliverMail();
    await testApp.smtp.waitFor('newcomer@example.com');
    const page = await requestApi(testApp).get('/dev/mail').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain('To newcomer@example.com');
    expect(page.text).toMatch(/<a href="http:\/\/localhost[^"]*code=[\w-]+/);
    expect(page.text).not.toContain('<script');
  });

  it('is not there unless the start asked for it', async () => {
    const plain = await startTestApp();
    try {
      await requestApi(plain).get('/dev/mail').expect(404);
    } finally {
      await plain.close();
    }
  });
});
