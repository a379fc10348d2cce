import { productProgress, WILL_SECTIONS } from '@bequest/sdk/rules';
import { clientFor, getStarted } from '../testing/people';
import { startListeningTestApp, type TestApp } from '../testing/test-app';

describe('documents over HTTP (documents.md 4.1-4.7, 7.1-7.3)', () => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    ({ testApp, baseUrl } = await startListeningTestApp());
  });
  afterAll(() => testApp.close());

  const signedIn = async (email: string) => {
    const grant = await getStarted(clientFor(baseUrl, 'localhost'), email);
    return { client: clientFor(baseUrl, 'localhost', () => grant.token), grant };
  };

  it('makes a will section by section, forward only, valid once complete', async () => {
    const { client } = await signedIn('will@example.com');
    expect((await client.getDocument({ params: { kind: 'will' } }))._unsafeUnwrapErr().status).toBe(
      404,
    );
    let will = (
      await client.createDocument({ params: { kind: 'will' }, body: { refOrgId: 'org-1' } })
    )._unsafeUnwrap();
    expect(will.data).toMatchObject({
      planType: 'WILL',
      lastSectionCompleted: 'STARTED',
      refOrgId: 'org-1',
    });
    expect(
      (await client.createDocument({ params: { kind: 'will' } }))._unsafeUnwrapErr().status,
    ).toBe(409);

    const changes: Record<string, Record<string, unknown>> = {
      RESIDUARY: {
        residuaryBeneficiaries: [
          { level: 'NUMBER_1', charitableGiftId: 'gift-1', allocationPercent: 100 },
        ],
      },
      WILL_EXECUTORS: { executors: [{ fullName: { first: 'Ben', middle: '', last: 'Li' } }] },
    };
    for (const section of WILL_SECTIONS.slice(1)) {
      will = (
        await client.updateDocument({
          params: { kind: 'will' },
          body: {
            version: will.version,
            changes: changes[section] ?? {},
            completeSection: section,
          },
        })
      )._unsafeUnwrap();
    }
    expect(will.summary).toMatchObject({ isComplete: true, isValid: true, path: '/will/review' });

    const back = (
      await client.updateDocument({
        params: { kind: 'will' },
        body: { version: will.version, completeSection: 'PETS' },
      })
    )._unsafeUnwrap();
    expect(back.data.lastSectionCompleted).toBe('REVIEW');

    const stale = await client.updateDocument({
      params: { kind: 'will' },
      body: { version: will.version, changes: {} },
    });
    expect(stale._unsafeUnwrapErr().status).toBe(409);

    const me = (await client.getCurrentUser())._unsafeUnwrap();
    expect(productProgress('WILL', me.activeProfile)).toBe('FINISHED');

    const finalized = (
      await client.toggleDocumentFinalized({ params: { kind: 'will' } })
    )._unsafeUnwrap();
    expect(finalized.data.finalizedAt).toEqual(expect.any(String));
    expect((await client.getCurrentUser())._unsafeUnwrap().activeProfile.will?.finalizedAt).toBe(
      finalized.data.finalizedAt,
    );
  });

  it('refuses an unknown section and invalid answers, changing nothing', async () => {
    const { client } = await signedIn('bad@example.com');
    const will = (await client.createDocument({ params: { kind: 'will' } }))._unsafeUnwrap();
    const unknown = await client.updateDocument({
      params: { kind: 'will' },
      body: { version: will.version, completeSection: 'DANCING' },
    });
    expect(unknown._unsafeUnwrapErr().error.fields).toEqual({
      completeSection: 'Unknown section DANCING',
    });
    const invalid = await client.updateDocument({
      params: { kind: 'will' },
      body: {
        version: will.version,
        changes: { residuaryBeneficiaries: [{ level: 'FIRST', allocationPercent: 500 }] },
      },
    });
    expect(Object.keys(invalid._unsafeUnwrapErr().error.fields ?? {})).toEqual([
      'residuaryBeneficiaries.0.level',
      'residuaryBeneficiaries.0.allocationPercent',
    ]);
    expect((await client.getDocument({ params: { kind: 'will' } }))._unsafeUnwrap().version).toBe(
      will.version,
    );
  });

  it('starts a joint trust with the spouse named', async () => {
    const { client } = await signedIn('trust@example.com');
    const trust = await client.createDocument({
      params: { kind: 'rlt' },
      body: {
        isJoint: true,
        maritalStatus: 'MARRIED',
        spouse: { fullName: { first: 'Cleo', middle: '', last: 'Li' } },
      },
    });
    expect(trust._unsafeUnwrap().data).toMatchObject({
      planType: 'RLT',
      isJoint: true,
      lastSectionCompleted: 'STARTED',
    });
    expect((await client.getCurrentUser())._unsafeUnwrap().activeProfile.rlt).toMatchObject({
      isJoint: true,
    });
  });

  it('starts a will with the family the trust names, and the reverse (issue 21)', async () => {
    const spouse = { fullName: { first: 'Cleo', middle: '', last: 'Li' } };
    const children = [
      { fullName: { first: 'Max', middle: '', last: 'Li' }, birthDate: '2016-04-02' },
    ];
    const guardians = [{ fullName: { first: 'June', middle: '', last: 'Park' } }];
    const named = async (client: ReturnType<typeof clientFor>, kind: 'will' | 'rlt') => {
      const plan = (await client.createDocument({ params: { kind } }))._unsafeUnwrap();
      (
        await client.updateDocument({
          params: { kind },
          body: {
            version: plan.version,
            changes: { maritalStatus: 'MARRIED', spouse, children, guardians },
          },
        })
      )._unsafeUnwrap();
    };

    const { client } = await signedIn('family@example.com');
    await named(client, 'rlt');
    const will = (await client.createDocument({ params: { kind: 'will' } }))._unsafeUnwrap();
    expect(will.data).toMatchObject({ maritalStatus: 'MARRIED', spouse, children, guardians });

    const { client: other } = await signedIn('other-family@example.com');
    await named(other, 'will');
    const trust = await other.createDocument({
      params: { kind: 'rlt' },
      body: {
        isJoint: true,
        maritalStatus: 'MARRIED',
        spouse: { fullName: { first: 'Ravi', middle: '', last: 'Li' } },
      },
    });
    // What the new plan is given wins over what the other plan says.
    expect(trust._unsafeUnwrap().data).toMatchObject({
      spouse: { fullName: { first: 'Ravi' } },
      children,
      guardians,
    });
  });

  it('applies the DFPOA rules on the server: dependent fields and the state', async () => {
    const { client, grant } = await signedIn('poa@example.com');
    const profile = grant.user.activeProfile;
    await client.updateProfile({
      params: { profileId: profile.randId },
      body: {
        version: profile.version,
        administrativeArea: 'NY',
        postalCode: '10001',
        city: 'New York',
      },
    });
    const dfpoa = (await client.createDocument({ params: { kind: 'dfpoa' } }))._unsafeUnwrap();
    expect(dfpoa.data).toMatchObject({ topMarginSize: 1, lastSectionCompleted: 'STARTED' });
    const changed = (
      await client.updateDocument({
        params: { kind: 'dfpoa' },
        body: {
          version: dfpoa.version,
          changes: {
            hasCoagent: false,
            agentsAreIndependent: true,
            giftRecipientType: 'NONE',
            giftRecipientAmountLimit: '500',
            hasMonitor: true,
          },
          completeSection: 'FINISHED',
        },
      })
    )._unsafeUnwrap();
    expect(changed.data).toMatchObject({
      agentsAreIndependent: null,
      giftRecipientAmountLimit: null,
      witnessCount: 2,
      hasMonitor: true,
      isComplete: true,
    });
  });

  it('completes an AHCD with its five sections', async () => {
    const { client } = await signedIn('ahcd@example.com');
    const ahcd = (await client.createDocument({ params: { kind: 'ahcd' } }))._unsafeUnwrap();
    expect(ahcd.data).toMatchObject({ agentPowers: [], lifeWorthLivingQualities: [] });
    const done = (
      await client.updateDocument({
        params: { kind: 'ahcd' },
        body: {
          version: ahcd.version,
          changes: {
            isPersonalSectionComplete: true,
            isPhysicianSectionComplete: true,
            isAgentSectionComplete: true,
            isValuesSectionComplete: true,
            isWishesSectionComplete: true,
            isComplete: false,
          },
        },
      })
    )._unsafeUnwrap();
    expect(done.summary).toMatchObject({ isComplete: true, path: '/ahcd/review/final' });
  });
});
