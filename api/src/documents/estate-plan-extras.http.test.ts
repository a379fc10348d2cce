import { WILL_SECTIONS } from '@bequest/sdk/rules';
import { pdfText } from '@bequest/adapters/testing';
import { clientFor, verifiedPerson } from '../testing/people';
import { completeSections } from '../testing/finished-plan';
import { startListeningTestApp, type TestApp } from '../testing/test-app';

const name = (first: string, last: string) => ({ first, middle: '', last });

describe('nominees, the spouse’s will and mirror wills (documents.md 2.7, 7.1, 7.5)', () => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    ({ testApp, baseUrl } = await startListeningTestApp());
  });
  afterAll(() => testApp.close());

  it('tells a nominee by e-mail, names the testator, and sends the mirror will', async () => {
    const person = await verifiedPerson(
      testApp,
      clientFor(baseUrl, 'localhost'),
      'nora@example.com',
      'Nora Kim',
    );
    const client = clientFor(baseUrl, 'localhost', () => person.token);
    const profile = person.user.activeProfile;
    await client.updateProfile({
      params: { profileId: profile.randId },
      body: { version: profile.version, administrativeArea: 'OR', postalCode: '97201' },
    });
    (await client.createDocument({ params: { kind: 'will' } }))._unsafeUnwrap();
    const answers: Record<string, Record<string, unknown>> = {
      BASIC_INFO: {
        maritalStatus: 'MARRIED',
        spouse: { fullName: name('Jae', 'Kim') },
        hasMirror: true,
      },
      RESIDUARY: {
        residuaryBeneficiaries: [{ level: 'NUMBER_1', name: 'Jae Kim', allocationPercent: 100 }],
      },
      WILL_EXECUTORS: {
        executors: [{ fullName: name('Min', 'Park') }],
        nominees: [
          {
            randId: 'min',
            fullName: name('Min', 'Park'),
            email: 'min@example.com',
            role: 'Executor',
          },
        ],
      },
    };
    await completeSections(client, 'will', WILL_SECTIONS, answers);

    const told = (
      await client.notifyNominees({ params: { kind: 'will' }, body: { nomineeIds: ['min'] } })
    )._unsafeUnwrap();
    expect(told.summary.hasNotifiedNominee).toBe(true);
    await testApp.deliverMail();
    const notice = await testApp.smtp.waitFor('min@example.com', (m) =>
      /named you/.test(m.subject),
    );
    expect(notice.subject).toBe('Nora Kim named you in their estate plan');
    expect(notice.text).toContain('Nora Kim named you in their estate plan, made with Bequest.');
    expect(notice.text).toContain('utm_source=bequest_nominee_notification');

    const willId = told.data.randId as string;
    (await client.emailMirrorEstatePlan({ params: { id: willId } }))._unsafeUnwrap();
    await testApp.deliverMail();
    const mirror = await testApp.smtp.waitFor('nora@example.com', (m) =>
      /Last Will/.test(m.subject),
    );
    expect(mirror.attachments[0]?.fileName).toBe('Kim_Jae_Last_Will_and_Testament.pdf');
    const text = pdfText(mirror.attachments[0]!.content);
    expect(text).toContain('OF JAE KIM');
    expect(text).toContain('100% to Nora Kim');

    const me = (await client.getCurrentUser())._unsafeUnwrap();
    expect(
      (
        await client.spouseHasWill({ params: { spouseProfileId: me.activeProfile.randId } })
      )._unsafeUnwrap(),
    ).toEqual({ spouseHasWill: true });
    expect(
      (
        await client.spouseHasWill({ params: { spouseProfileId: 'someone-else' } })
      )._unsafeUnwrapErr().status,
    ).toBe(404);
  });
});
