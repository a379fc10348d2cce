import {
  clientFor,
  completeSections,
  finishDirective,
  pdfText,
  saveActiveProfile,
  verifiedPerson,
} from '@bequest/api/testing';
import type { BequestClient } from '@bequest/sdk';
import { WILL_SECTIONS } from '@bequest/sdk/rules';
import type { Page } from 'playwright-core';
import { browserApp, checkWidths, seriousViolations, signInBrowser } from './browser';
import { downloaded, wizardWalk } from './wizard-journey';

/**
 * The signing guide (issue 19): a Vermont will and a Missouri directive, each finished in its
 * wizard, opened at its signing guide, marked signed with the witnesses and notary the state's
 * rule asks for, and shown signed on the account page; the guide's PDF and the document's PDF
 * say what the rule requires.
 */
describe('browser: from the wizard to the signing guide, marked signed', () => {
  const app = browserApp();

  const personIn = async (email: string, name: string, state: string, postalCode: string) => {
    const api = `http://127.0.0.1:${app.port}`;
    const { token } = await verifiedPerson(app.testApp, clientFor(api, 'localhost'), email, name);
    const sdk = clientFor(api, 'localhost', () => token);
    await saveActiveProfile(sdk, {
      administrativeArea: state,
      postalCode,
      address1: '12 Elm Street',
      city: state === 'VT' ? 'Burlington' : 'Saint Louis',
      county: state === 'VT' ? 'Chittenden' : 'Saint Louis',
    });
    const context = await app.browser.newContext({ acceptDownloads: true });
    await signInBrowser(context, token, app.origin);
    return { sdk, page: await context.newPage() };
  };

  /** Marks the document signed on its guide page with the names given. */
  const markSigned = async (page: Page, names: readonly string[], notary: string | null) => {
    await page.getByLabel('Date you signed').fill('2026-11-20');
    for (const [index, name] of names.entries())
      await page.getByLabel(`Witness ${index + 1}’s full name`).fill(name);
    if (notary) await page.getByLabel(/Notary’s full name/).fill(notary);
    await page.getByRole('button', { name: 'Mark as signed' }).click();
  };

  it('a Vermont will: self-proving affidavit, two witnesses, signed on the account page', async () => {
    const { sdk, page } = await personIn('vera.vt@example.com', 'Vera Stone', 'VT', '05401');
    await startWill(sdk);
    const { onStep, next, choose } = wizardWalk(page, 'signing-guide-will');
    await page.goto(`${app.origin}/will`);
    await onStep('Should your will include a no-contest clause?');
    await choose('No');
    await next();
    await onStep('Review your will');
    await page.getByRole('button', { name: 'Finish my will' }).click();
    await onStep('Your will is ready');
    await page.getByRole('link', { name: /Your full signing guide/ }).click();

    await onStep('How to sign your will in Vermont');
    await page.getByText(/Vermont accepts a self-proving affidavit/).waitFor();
    const guide = pdfText((await downloaded(page, 'Download this guide as a one-page PDF')).bytes);
    expect(guide).toContain('HOW TO SIGN YOUR WILL IN VERMONT');
    expect(guide).toContain('14 V.S.A.');

    await markSigned(page, ['Ann Lee'], null);
    await page.getByText(/A will signed in Vermont needs 2 witnesses/).waitFor();
    await markSigned(page, ['Ann Lee', 'Bo Diaz'], 'Nia Cole');
    await page.getByText(/You signed your will on 11\/20\/2026/).waitFor();
    await checkWidths(page, 'signing-guide-will-signed');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${app.origin}/account`);
    await page.getByText(/Signed 11\/20\/2026/).waitFor();
    const will = pdfText(
      Buffer.from(
        (await sdk.downloadWill({ query: { download: 'true' } }))._unsafeUnwrap().content,
      ),
    );
    expect(will).toContain('SELF-PROVING AFFIDAVIT');
    expect(will).toContain('Witness 2 signature');
    await page.context().close();
  });

  it('a Missouri directive: two witnesses and a notary, both on the PDF', async () => {
    const { sdk, page } = await personIn('mo.directive@example.com', 'Mo Reyes', 'MO', '63101');
    await finishDirective(sdk, {
      primaryAgent: { fullName: { first: 'Luz', middle: '', last: 'Reyes' } },
      lifeProlongationChoice: 'LIMIT',
    });
    const { onStep } = wizardWalk(page, 'signing-guide-directive');
    await page.goto(`${app.origin}/ahcd/review/final`);
    await onStep('Review your healthcare directive');
    await page.getByRole('link', { name: 'Get my directive' }).click();
    await onStep('Your directive is ready');
    const directive = pdfText((await downloaded(page, 'Download your directive')).bytes);
    expect(directive).toContain('STATEMENT OF WITNESSES');
    expect(directive).toContain('Witness 2 signature');
    expect(directive).toContain('CERTIFICATE OF ACKNOWLEDGMENT OF NOTARY PUBLIC');
    await page.getByRole('link', { name: /Your full signing guide/ }).click();

    await onStep('How to sign your healthcare directive in Missouri');
    await page.getByText(/in front of 2 adult witnesses and a notary/).waitFor();
    await markSigned(page, ['Ann Lee', 'Bo Diaz'], null);
    await page.getByText(/is signed before a notary: enter the notary’s name/).waitFor();
    await markSigned(page, ['Ann Lee', 'Bo Diaz'], 'Nia Cole');
    await page.getByText(/You signed your healthcare directive on 11\/20\/2026/).waitFor();
    expect(
      (await sdk.getDocument({ params: { kind: 'ahcd' } }))._unsafeUnwrap().summary.signing,
    ).toEqual({ status: 'SIGNED', signedOn: '2026-11-20' });
    await page.context().close();
  });
});

/** A will with every section answered but the provisions, which the person answers here. */
const startWill = async (sdk: BequestClient) => {
  (await sdk.createDocument({ params: { kind: 'will' } }))._unsafeUnwrap();
  const heir = { fullName: { first: 'Omar', middle: '', last: 'Stone' } };
  await completeSections(sdk, 'will', WILL_SECTIONS.slice(0, -2), {
    BASIC_INFO: { maritalStatus: 'SINGLE' },
    RESIDUARY: {
      residuaryBeneficiaries: [{ name: 'Omar Stone', level: 'NUMBER_1', allocationPercent: 100 }],
    },
    WILL_EXECUTORS: { executors: [heir] },
  });
};
