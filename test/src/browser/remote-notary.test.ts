import {
  clientFor,
  completeSections,
  saveActiveProfile,
  verifiedPerson,
} from '@bequest/api/testing';
import { resolveFlags } from '@bequest/sdk/app';
import { WILL_SECTIONS } from '@bequest/sdk/rules';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { browserApp, checkWidths, seriousViolations, signInBrowser } from './browser';
import { wizardWalk } from './wizard-journey';

/**
 * Remote notary (documents.md 4.4, 7.7; issue: document wizards): with the remote-witness flag on
 * and a notarization service set, an Illinois will, which proves itself by its attestation
 * clause, offers the service's easy link on its next steps; the link opens the service.
 */
describe('browser: an Illinois will offers online notarization', () => {
  let notary: Server;
  let notaryOrigin = '';
  beforeAll(async () => {
    // A stand-in for the notarization service: it shows the path it was opened at.
    notary = createServer((request, response) =>
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end(`<title>Notary</title><h1>Easy link ${request.url}</h1>`),
    );
    await new Promise<void>((resolve) => notary.listen(0, '127.0.0.1', resolve));
    notaryOrigin = `http://127.0.0.1:${(notary.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => notary.close(resolve)));

  const app = browserApp(() => ({
    featureFlags: resolveFlags({ FW_REMOTE_WITNESS: true }),
    remoteNotaryLink: `${notaryOrigin}/easy-link/journey-key`,
  }));

  it('shows Illinois’ self-proof, then links the finished will to the service', async () => {
    const api = `http://127.0.0.1:${app.port}`;
    const { token } = await verifiedPerson(
      app.testApp,
      clientFor(api, 'localhost'),
      'nia.notary@example.com',
      'Nia Brooks',
    );
    const sdk = clientFor(api, 'localhost', () => token);
    await saveActiveProfile(sdk, { administrativeArea: 'IL', postalCode: '60601', county: 'Cook' });
    (await sdk.createDocument({ params: { kind: 'will' } }))._unsafeUnwrap();
    const heir = { fullName: { first: 'Omar', middle: '', last: 'Brooks' } };
    // Every section before the provisions, which the person answers in the browser.
    await completeSections(sdk, 'will', WILL_SECTIONS.slice(0, -2), {
      BASIC_INFO: { maritalStatus: 'SINGLE' },
      RESIDUARY: {
        residuaryBeneficiaries: [
          { name: 'Omar Brooks', level: 'NUMBER_1', allocationPercent: 100 },
        ],
      },
      WILL_EXECUTORS: { executors: [heir] },
    });

    const context = await app.browser.newContext();
    await signInBrowser(context, token, app.origin);
    const page = await context.newPage();
    const { onStep, next, choose } = wizardWalk(page, 'remote-notary');
    await page.goto(`${app.origin}/will`);
    await onStep('Should your will include a no-contest clause?');
    await page.getByText('In Illinois your witnesses').waitFor();
    await choose('No');
    await next();
    await onStep('Review your will');
    await page.getByRole('button', { name: 'Finish my will' }).click();
    await onStep('Your will is ready');
    await page.getByText("In Illinois the witnesses' statement at the end of your will").waitFor();

    const offer = page.getByRole('region', { name: 'Sign online instead' });
    const link = offer.getByRole('link', { name: /Notarize your will online/ });
    expect(await link.getAttribute('href')).toBe(`${notaryOrigin}/easy-link/journey-key`);
    await checkWidths(page, 'remote-notary-offer');
    expect(await seriousViolations(page)).toEqual([]);
    const [service] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await service.getByRole('heading', { name: 'Easy link /easy-link/journey-key' }).waitFor();
    await context.close();
  });
});
